import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { renderApp } from './render'

/** The user-event session renderApp hands a test. */
export type User = Awaited<ReturnType<typeof renderApp>>['user']

/** What a form's label names: a text input, a text area or a select; never the file input beside a URL. */
const FIELD = 'input:not([type=file]), textarea, select'

/** The form field labelled `label`, on the whole screen or `within` a dialog. */
export function field(label: RegExp, { within: container }: { within?: HTMLElement } = {}) {
  return (container ? within(container) : screen).getByLabelText(label, { selector: FIELD })
}

/** Like field(), waiting for the field to show up first (the page may still be loading). */
export function findField(label: RegExp) {
  return screen.findByLabelText(label, { selector: FIELD })
}

/** Focuses each field in turn and leaves it: what "validates on blur" needs. */
export async function touch(user: User, ...labels: RegExp[]) {
  for (const label of labels) {
    await user.click(await findField(label))
    await user.tab()
  }
}

/** A new password too short and a confirmation that differs get both messages, on blur. */
export async function expectNewPasswordChecked(user: User, password = /^New Password/) {
  await user.type(field(password), 'short')
  await user.type(field(/^Confirm Password/), 'different')
  await user.tab()
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
  expect(screen.getByText('The passwords do not match')).toBeInTheDocument()
}

/** Opens the actions menu of the table row named `row`. */
export async function openRowMenu(user: User, row: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
  return screen.findByRole('menu')
}

/** The labels of a menu's items, in order. */
export const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)

/** Closes the open menu with Escape. */
export async function closeMenu(user: User) {
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
}

/**
 * Picks a row action with the keyboard. Ark's menu highlights an item on pointer moves only while
 * its global interaction modality says "pointer", which jsdom runs do not keep from one test to
 * the next; arrows and Enter select the same way in every test.
 */
export async function chooseAction(user: User, row: string, label: string) {
  const menu = await openRowMenu(user, row)
  const item = within(menu).getByRole('menuitem', { name: label })
  for (let i = 0; i < 5 && !item.hasAttribute('data-highlighted'); i++) await user.keyboard('{ArrowDown}')
  await user.keyboard('{Enter}')
}

/** Answers the open confirmation dialog with `button` (Cancel waits until the dialog has gone). */
export async function answerConfirmation(user: User, button: 'Cancel' | 'Delete') {
  const dialog = await screen.findByRole('alertdialog')
  await user.click(within(dialog).getByRole('button', { name: button }))
  if (button === 'Cancel') await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
}

/** Fills in the settings' Password tab (a new password of 'the-new-password', confirmed) and saves. */
export async function changePassword(user: User, current = 'the-old-password') {
  await user.type(field(/^Current Password/), current)
  await user.type(field(/^New Password/), 'the-new-password')
  await user.type(field(/^Confirm Password/), 'the-new-password')
  await user.click(screen.getByRole('button', { name: 'Save' }))
}

/**
 * Unfolds the homepage's filters. jsdom matches no media query, so the homepage is laid out as on a
 * phone, where the filters fold behind one "Filters" button.
 */
export async function openFilters(user: User) {
  const toggle = await screen.findByRole('button', { name: /^Filters/ })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
}
