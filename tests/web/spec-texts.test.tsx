/**
 * A guard on the specification's own words. For each screen, and for each role the screen is for, the
 * texts the specification quotes (headings, buttons, fields, columns, menu entries, empty states,
 * messages, toasts) and where its links lead. Features beyond the specification may add words around
 * these but never replace them: a change that replaces one fails here.
 *
 * The texts are written out literally, never imported from the features' texts modules: a changed
 * texts module must not carry the expectation along with it. Other words a check needs (a field to
 * type in, a button that opens a dialog) only steer the screen and are not themselves checked.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { HackathonPublic, UserPublic } from '../../src/client/types.gen'
import { makeHackathon, makeSeries, makeSuggestion } from './factories'
import { closeMenu, field, findField, menuItems, openRowMenu, touch, type User } from './fields'
import { api, emptyLists, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

// ---------------------------------------------------------------------------------------------------
// Who looks: a visitor without an account, or a signed-in user of one of the four roles.

const VISITOR = 'visitor'
type Who = typeof VISITOR | 0 | 1 | 5 | 10
const ROLE_NAMES = { 0: 'User', 1: 'Editor', 5: 'Moderator', 10: 'Admin' } as const
const SIGNED_IN = [0, 1, 5, 10] as const
const EVERYONE = [VISITOR, ...SIGNED_IN] as const
const EDITOR_UP = [1, 5, 10] as const
const MODERATOR_UP = [5, 10] as const

const signedIn = (role: keyof typeof ROLE_NAMES) => makeUser({ role, email: 'ada@example.com', name: 'Ada Lovelace' })

// ---------------------------------------------------------------------------------------------------
// What the screens show.

const SERIES = makeSeries(1, { name: 'Global Game Jam', description: 'Every January, everywhere.' })
const IN_SERIES = { series_id: SERIES.id, series: { id: SERIES.id, name: SERIES.name } }
const UPCOMING = makeHackathon(1, {
  name: 'Spring Hack',
  url: 'https://spring.example.com',
  start_date: '2099-03-01T09:00:00.000Z',
  end_date: '2099-03-02T18:00:00.000Z',
  ...IN_SERIES,
})
const PAST = makeHackathon(2, {
  name: 'Winter Hack',
  url: 'https://winter.example.com',
  start_date: '2020-01-10T09:00:00.000Z',
  end_date: '2020-01-11T18:00:00.000Z',
})
const OTHER_USER = makeUser({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'grace@example.com',
  name: null,
  role: 0,
  is_active: false,
})

/** GET /hackathons/ as the API answers it: by status when asked (the homepage), by series when asked. */
function hackathons(upcoming: HackathonPublic[], past: HackathonPublic[]) {
  pagedList('/hackathons/', [...upcoming, ...past], {
    filter: (h, query) =>
      (!query.get('status') || (query.get('status') === 'past') === past.includes(h)) &&
      (!query.get('series') || h.series_id === query.get('series')),
  })
}

/** GET /series/{id}: SERIES, or a 404 for any other id. */
function seriesPage() {
  server.use(
    http.get(api('/series/:id'), ({ params }) =>
      params.id === SERIES.id
        ? HttpResponse.json(SERIES)
        : // Not the screen's words, so that they cannot come from the answer.
          HttpResponse.json({ detail: 'No such series' }, { status: 404 }),
    ),
  )
}

// ---------------------------------------------------------------------------------------------------
// What a row checks, step by step.

type Step =
  /** A heading with exactly these words. */
  | { heading: string }
  /** An element whose text is exactly this (or matches the pattern). */
  | { text: string | RegExp }
  /** Text that must not show, checked once the steps before it have found the page loaded. */
  | { absent: string }
  | { button: string }
  /** A form field whose label starts with these words (a required field's label adds a mark). */
  | { field: string }
  /** A link with these words that leads to `to`; `newTab` when it opens in a new tab. */
  | { link: string; to: string; newTab?: true }
  /** A link to `to` whose words the specification does not quote. */
  | { linkTo: string }
  /** These texts, first occurrences, in this document order. */
  | { inOrder: readonly string[] }
  /** The table's column headers: these, in this order; further columns may come between them. */
  | { columns: readonly string[] }
  | { tabs: readonly string[] }
  /** Options of the screen's selects: these, in this order. */
  | { options: readonly string[] }
  /** The side menu: exactly these of the specification's entries, in this order, linked as it says. */
  | { menu: readonly MenuEntry[] }
  /** The actions menu of the table row named `row`: these entries, in this order. */
  | { rowMenu: string; entries: readonly string[] }
  /** Pressing the button `press` leads to the path `to` (last in a row: it leaves the screen). */
  | { press: string; to: string }
  /** What the user does before the next checks: open a tab or a dialog, leave fields, send a form. */
  | { act: (user: User) => Promise<unknown> }

/** The side menu's entries the specification names, with the paths it gives them. */
const MENU = {
  Homepage: '/',
  Settings: '/settings',
  Hackathons: '/hackathons',
  Suggestions: '/suggestions',
  Series: '/series',
  Users: '/users',
  'Log Out': null,
  'Log In': null,
} as const
type MenuEntry = keyof typeof MENU

type Row = {
  screen: string
  path: string
  who: readonly Who[]
  /** How the API answers, beyond the empty lists every test starts with; `me` is the signed-in user. */
  given?: (me: UserPublic | undefined) => void
  /** Renders before the route has loaded, to see what shows while it loads. */
  early?: true
  sees: readonly Step[]
}

// ---------------------------------------------------------------------------------------------------
// Steering helpers for `act` steps: the words they use steer the screen and are not checked.

const press = async (user: User, name: string) => user.click(await screen.findByRole('button', { name }))
const openTab = async (user: User, name: string) => user.click(await screen.findByRole('tab', { name }))
const dialog = () => screen.findByRole('dialog')
async function saveDialog(user: User) {
  await user.click(within(await dialog()).getByRole('button', { name: 'Save' }))
}
async function paste(user: User, label: RegExp, text: string) {
  await user.click(field(label, { within: await dialog() }))
  await user.paste(text)
}
/** Chooses `option` in the select that offers it, found by that option so its label need not be named. */
async function choose(user: User, option: string) {
  await user.selectOptions(screen.getByRole('option', { name: option }).closest('select') as HTMLElement, option)
}

/** The panels of /settings, the same for every role. */
const SETTINGS_PANELS: readonly Step[] = [
  { text: 'Username' },
  { text: 'Email' },
  { button: 'Edit' },
  { act: (user) => press(user, 'Edit') },
  { field: 'Username' },
  { field: 'Email' },
  { button: 'Save' },
  { button: 'Cancel' },
  { act: (user) => openTab(user, 'Password') },
  { field: 'Current' },
  { field: 'New' },
  { field: 'Confirm' },
  { act: (user) => openTab(user, 'Appearance') },
  { text: 'System' },
  { text: 'Light Mode' },
  { text: 'Dark Mode' },
]

// ---------------------------------------------------------------------------------------------------
// THE TABLE: screen -> who -> what they see.

const SPEC: readonly Row[] = [
  // Navigation: the side menu, and the drawer that holds it on small screens
  { screen: 'Navigation', path: '/', who: [VISITOR], sees: [{ menu: ['Homepage', 'Log In'] }] },
  {
    screen: 'Navigation',
    path: '/settings',
    who: [0],
    sees: [
      { menu: ['Homepage', 'Settings', 'Hackathons', 'Log Out'] },
      { act: (user) => press(user, 'Open menu') },
      { text: 'Logged in as: ada@example.com' },
    ],
  },
  {
    screen: 'Navigation',
    path: '/settings',
    who: [1],
    sees: [
      { menu: ['Homepage', 'Settings', 'Hackathons', 'Suggestions', 'Series', 'Log Out'] },
      { act: (user) => press(user, 'Open menu') },
      { text: 'Logged in as: ada@example.com' },
    ],
  },
  {
    screen: 'Navigation',
    path: '/settings',
    who: MODERATOR_UP,
    sees: [
      { menu: ['Homepage', 'Settings', 'Hackathons', 'Suggestions', 'Series', 'Users', 'Log Out'] },
      { act: (user) => press(user, 'Open menu') },
      { text: 'Logged in as: ada@example.com' },
    ],
  },

  // Homepage
  {
    screen: 'Homepage, upcoming and past',
    path: '/',
    who: EVERYONE,
    given: () => hackathons([UPCOMING], [PAST]),
    sees: [
      { heading: 'Hackathons' },
      { heading: 'Past Hackathons' },
      { inOrder: ['Spring Hack', 'Past Hackathons', 'Winter Hack'] },
    ],
  },
  {
    screen: 'Homepage card links',
    path: '/',
    who: EVERYONE,
    given: () => hackathons([UPCOMING], []),
    sees: [
      { link: 'Global Game Jam', to: `/series/${SERIES.id}` },
      { link: 'Spring Hack', to: 'https://spring.example.com', newTab: true },
    ],
  },
  {
    screen: 'Homepage, empty',
    path: '/',
    who: EVERYONE,
    sees: [{ heading: 'Hackathons' }, { text: 'No hackathons found' }, { text: 'Add a hackathon' }],
  },

  // Series page
  {
    screen: 'Series page',
    path: `/series/${SERIES.id}`,
    who: EVERYONE,
    given: () => {
      seriesPage()
      hackathons([UPCOMING], [{ ...PAST, ...IN_SERIES }])
    },
    sees: [
      { heading: 'Global Game Jam' },
      { text: 'Every January, everywhere.' },
      { button: 'Go Back' },
      { inOrder: ['Spring Hack', 'Winter Hack'] },
      { absent: 'Past Hackathons' },
    ],
  },
  {
    screen: 'Series page, empty',
    path: `/series/${SERIES.id}`,
    who: EVERYONE,
    given: seriesPage,
    sees: [{ heading: 'Global Game Jam' }, { text: 'No hackathons in this series yet' }],
  },
  {
    screen: 'Series page, loading',
    path: `/series/${SERIES.id}`,
    who: [VISITOR],
    early: true,
    given: () => server.use(http.get(api('/series/:id'), () => new Promise<never>(() => {}))),
    sees: [{ text: 'Loading series...' }],
  },
  {
    screen: 'Series page, unknown series',
    path: '/series/00000000-0000-4000-9000-00000000dead',
    who: EVERYONE,
    given: seriesPage,
    sees: [{ text: 'Series not found' }, { press: 'Go Back', to: '/' }],
  },

  // Not found
  {
    screen: 'Not-found page',
    path: '/no/such/page',
    who: EVERYONE,
    sees: [
      { text: '404' },
      { text: 'Oops!' },
      { text: 'The page you are looking for was not found.' },
      { link: 'Go Back', to: '/' },
    ],
  },

  // Log in, sign up, recover and reset the password
  {
    screen: 'Login',
    path: '/login',
    who: [VISITOR],
    sees: [
      { field: 'Email' },
      { field: 'Password' },
      { link: 'Forgot Password?', to: '/recover-password' },
      { button: 'Log In' },
      { linkTo: '/signup' },
      {
        act: async (user) => {
          await touch(user, /^Password/)
          await user.type(field(/^Email/), 'not-an-email')
          await user.tab()
        },
      },
      { text: 'Password is required' },
      { text: 'Invalid email address' },
    ],
  },
  {
    screen: 'Signup',
    path: '/signup',
    who: [VISITOR],
    sees: [
      { field: 'Username' },
      { field: 'Email' },
      { field: 'Password' },
      { field: 'Confirm Password' },
      { button: 'Sign Up' },
      { linkTo: '/login' },
      { act: (user) => touch(user, /^Username/, /^Email/, /^Password/, /^Confirm Password/) },
      { text: 'Username is required' },
      { text: 'Email is required' },
      { text: 'Password is required' },
      { text: 'Password confirmation is required' },
      {
        act: async (user) => {
          await user.type(field(/^Email/), 'ada@')
          await user.type(field(/^Password/), 'short')
          await user.type(field(/^Confirm Password/), 'other')
          await user.tab()
        },
      },
      { text: 'Invalid email address' },
      { text: 'Password must be at least 8 characters' },
      { text: 'The passwords do not match' },
    ],
  },
  {
    screen: 'Recover password',
    path: '/recover-password',
    who: [VISITOR],
    given: () => server.use(http.post(api('/password-recovery/:email'), () => HttpResponse.json({ message: 'sent' }))),
    sees: [
      { heading: 'Password Recovery' },
      { field: 'Email' },
      { button: 'Continue' },
      {
        act: async (user) => {
          await user.type(field(/^Email/), 'nope')
          await user.tab()
        },
      },
      { text: 'Invalid email address' },
      {
        act: async (user) => {
          await user.clear(field(/^Email/))
          await user.type(field(/^Email/), 'ada@example.com')
          await press(user, 'Continue')
        },
      },
      { text: 'Success!' },
      { text: 'Password recovery email sent successfully.' },
    ],
  },
  {
    screen: 'Reset password',
    path: '/reset-password?token=abc',
    who: [VISITOR],
    sees: [
      { heading: 'Reset Password' },
      { field: 'New Password' },
      { field: 'Confirm Password' },
      { act: (user) => touch(user, /^New Password/, /^Confirm Password/) },
      { text: 'Password is required' },
      { text: 'Password confirmation is required' },
      {
        act: async (user) => {
          await user.type(field(/^New Password/), 'short')
          await user.type(field(/^Confirm Password/), 'different')
          await user.tab()
        },
      },
      { text: 'Password must be at least 8 characters' },
      { text: 'The passwords do not match' },
    ],
  },

  // /hackathons
  {
    screen: '/hackathons',
    path: '/hackathons',
    who: SIGNED_IN,
    given: () => hackathons([UPCOMING], [PAST]),
    sees: [
      { heading: 'Hackathon Management' },
      { button: 'Add Hackathon' },
      { columns: ['Name', 'Start Date', 'End Date', 'Description', 'Location', 'Series', 'Actions'] },
      { link: 'Spring Hack', to: 'https://spring.example.com', newTab: true },
      { text: 'Global Game Jam' },
      { text: 'N/A' },
    ],
  },
  {
    screen: '/hackathons, empty',
    path: '/hackathons',
    who: SIGNED_IN,
    sees: [
      { heading: 'Hackathon Management' },
      { text: "You don't have any hackathons yet" },
      { text: 'Add a new hackathon to get started' },
    ],
  },
  {
    screen: '/hackathons, add form',
    path: '/hackathons',
    who: EDITOR_UP,
    sees: [
      {
        act: async (user) => {
          await press(user, 'Add Hackathon')
          await saveDialog(user)
        },
      },
      { text: 'Name is required.' },
      { text: 'Url is required.' },
      { text: 'Start date is required.' },
      { text: 'End date is required.' },
    ],
  },
  {
    screen: '/hackathons, hackathon added',
    path: '/hackathons',
    who: [1],
    given: () => server.use(http.post(api('/hackathons/'), () => HttpResponse.json(makeHackathon(3), { status: 201 }))),
    sees: [
      {
        act: async (user) => {
          await press(user, 'Add Hackathon')
          await paste(user, /^Name/, 'Autumn Hack')
          await paste(user, /^URL/, 'https://autumn.example.com')
          await paste(user, /^Start Date/, '2027-10-01T09:00')
          await paste(user, /^End Date/, '2027-10-02T18:00')
          await saveDialog(user)
        },
      },
      { text: 'Success!' },
      { text: 'Hackathon created successfully.' },
    ],
  },

  // /series
  {
    screen: '/series',
    path: '/series',
    who: [1],
    given: () => pagedList('/series/', [SERIES]),
    sees: [
      { heading: 'Series Management' },
      { columns: ['Name', 'Description', 'Actions'] },
      { link: 'Global Game Jam', to: `/series/${SERIES.id}` },
      { rowMenu: 'Global Game Jam', entries: ['Edit Series', 'Manage Hackathons'] },
    ],
  },
  {
    // Add Series is for a privileged role, and so is deleting.
    screen: '/series',
    path: '/series',
    who: MODERATOR_UP,
    given: () => pagedList('/series/', [SERIES]),
    sees: [
      { heading: 'Series Management' },
      { button: 'Add Series' },
      { columns: ['Name', 'Description', 'Actions'] },
      { link: 'Global Game Jam', to: `/series/${SERIES.id}` },
      { rowMenu: 'Global Game Jam', entries: ['Edit Series', 'Manage Hackathons', 'Delete Series'] },
      {
        act: async (user) => {
          await press(user, 'Add Series')
          await saveDialog(user)
        },
      },
      { text: 'Name is required.' },
      {
        act: async (user) => {
          await paste(user, /^Name/, 'n'.repeat(256))
          await paste(user, /^Description/, 'd'.repeat(1001))
          await user.tab()
        },
      },
      { text: 'Name must be less than 255 characters.' },
      { text: 'Description must be less than 1000 characters.' },
    ],
  },
  {
    screen: '/series, empty',
    path: '/series',
    who: EDITOR_UP,
    sees: [
      { heading: 'Series Management' },
      { text: "You don't have any series yet" },
      { text: 'Add a new series to get started' },
    ],
  },
  {
    screen: '/series, series added',
    path: '/series',
    who: MODERATOR_UP,
    given: () =>
      server.use(http.post(api('/series/'), () => HttpResponse.json(makeSeries(2, { name: 'Jam' }), { status: 201 }))),
    sees: [
      {
        act: async (user) => {
          await press(user, 'Add Series')
          await paste(user, /^Name/, 'Jam')
          await saveDialog(user)
        },
      },
      { text: 'Success!' },
      { text: 'Series created successfully.' },
    ],
  },
  {
    screen: '/series, a save the API refuses',
    path: '/series',
    who: MODERATOR_UP,
    given: () =>
      server.use(
        http.post(api('/series/'), () =>
          HttpResponse.json({ detail: 'A series with this name already exists' }, { status: 409 }),
        ),
      ),
    sees: [
      {
        act: async (user) => {
          await press(user, 'Add Series')
          await paste(user, /^Name/, 'Jam')
          await saveDialog(user)
        },
      },
      { text: 'Something went wrong!' },
      { text: 'A series with this name already exists' },
    ],
  },

  // /users
  {
    screen: '/users',
    path: '/users',
    who: MODERATOR_UP,
    given: (me) => pagedList('/users/', [me as UserPublic, OTHER_USER]),
    sees: [
      { heading: 'User Management' },
      { button: 'Add User' },
      { columns: ['Username', 'Email', 'Role', 'Status', 'Actions'] },
      { text: 'You' },
      { text: 'N/A' },
      { text: 'Active' },
      { text: 'Inactive' },
      { rowMenu: 'grace@example.com', entries: ['Edit User', 'Delete User'] },
      {
        act: async (user) => {
          await press(user, 'Add User')
          await dialog()
          await touch(user, /^Password/, /^Confirm Password/)
        },
      },
      { text: 'Password is required' },
      { text: 'Please confirm your password' },
    ],
  },

  // /suggestions
  {
    screen: '/suggestions',
    path: '/suggestions',
    who: EDITOR_UP,
    given: () =>
      pagedList('/suggestions/', [
        makeSuggestion(1, { name: 'Autumn Hack', url: 'https://autumn.example.com' }),
        makeSuggestion(2, { status: 'approved' }),
      ]),
    sees: [
      { options: ['All Suggestions', 'New Hackathons', 'Updates'] },
      { text: 'Showing 2 of 2 suggestions' },
      { text: 'New Hackathon' },
      { text: /^Suggested on / },
      { button: 'Accept' },
      { button: 'Reject' },
      { button: 'Cleanup' },
    ],
  },
  {
    screen: '/suggestions, empty',
    path: '/suggestions',
    who: EDITOR_UP,
    sees: [
      { text: 'No suggestions found.' },
      { button: 'Cleanup' },
      { act: (user) => choose(user, 'New Hackathons') },
      { text: 'No new hackathon suggestions.' },
      { act: (user) => choose(user, 'Updates') },
      { text: 'No update suggestions.' },
    ],
  },
  {
    screen: '/suggestions, load error',
    path: '/suggestions',
    who: EDITOR_UP,
    given: () =>
      server.use(http.get(api('/suggestions/'), () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))),
    sees: [{ text: 'Error loading suggestions. Please try again later.' }],
  },

  // /settings
  {
    screen: '/settings',
    path: '/settings',
    who: [0, 1, 5],
    sees: [
      { tabs: ['My profile', 'Password', 'Appearance', 'Danger zone'] },
      ...SETTINGS_PANELS,
      {
        act: async (user) => {
          await openTab(user, 'Danger zone')
          await user.click(within(await screen.findByRole('tabpanel')).getByRole('button'))
        },
      },
      { text: 'Confirmation Required' },
    ],
  },
  {
    // One role class does without the Danger zone; which one the specification leaves open.
    screen: '/settings',
    path: '/settings',
    who: [10],
    sees: [{ tabs: ['My profile', 'Password', 'Appearance'] }, ...SETTINGS_PANELS],
  },
]

// ---------------------------------------------------------------------------------------------------
// The loop.

// The side menu is display:none below md, and jsdom knows no widths: reach it by its landmark.
const sidebar = () => document.querySelector('nav[aria-label="Main"]') as HTMLElement
const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
const textOf = (element: HTMLElement) => element.textContent?.trim() ?? ''
/** Of the words `shown`, those `expected` come in the expected order; others may come between them. */
const expectAmong = (shown: string[], expected: readonly string[]) =>
  expect(shown.filter((text) => expected.includes(text))).toEqual(expected)

async function check(step: Step, router: Awaited<ReturnType<typeof renderApp>>['router'], user: User) {
  if ('heading' in step) {
    expect(await screen.findAllByRole('heading', { name: step.heading })).not.toHaveLength(0)
  } else if ('text' in step) {
    expect(await screen.findAllByText(step.text)).not.toHaveLength(0)
  } else if ('absent' in step) {
    expect(screen.queryAllByText(step.absent)).toHaveLength(0)
  } else if ('button' in step) {
    expect(await screen.findAllByRole('button', { name: step.button })).not.toHaveLength(0)
  } else if ('field' in step) {
    expect(await findField(new RegExp(`^${step.field}`))).toBeInTheDocument()
  } else if ('link' in step) {
    const links = await screen.findAllByRole('link', { name: step.link })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining([step.to]))
    if (step.newTab) {
      expect(links.find((link) => link.getAttribute('href') === step.to)).toHaveAttribute('target', '_blank')
    }
  } else if ('linkTo' in step) {
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(step.linkTo),
    )
  } else if ('inOrder' in step) {
    const nodes = await Promise.all(step.inOrder.map(async (text) => (await screen.findAllByText(text))[0]))
    const byPosition = step.inOrder
      .map((text, i) => ({ text, node: nodes[i] as Node }))
      .sort((a, b) => (follows(a.node, b.node) ? -1 : 1))
      .map(({ text }) => text)
    expect(byPosition).toEqual(step.inOrder)
  } else if ('columns' in step) {
    expectAmong((await screen.findAllByRole('columnheader')).map(textOf), step.columns)
  } else if ('tabs' in step) {
    await waitFor(() => expectAmong(screen.getAllByRole('tab').map(textOf), step.tabs))
  } else if ('options' in step) {
    await waitFor(() => expectAmong(screen.getAllByRole('option').map(textOf), step.options))
  } else if ('menu' in step) {
    await waitFor(() => expect(within(sidebar()).getByText(/^(Log Out|Log In)$/)).toBeInTheDocument())
    // Every entry the specification names for this role, none it keeps from it, in its order.
    const entries = within(sidebar()).getAllByRole('listitem', { hidden: true }).map(textOf)
    expect(entries.filter((entry) => entry in MENU)).toEqual(step.menu)
    for (const entry of step.menu) {
      const to = MENU[entry]
      if (to) expect(within(sidebar()).getByRole('link', { name: entry, hidden: true })).toHaveAttribute('href', to)
    }
  } else if ('act' in step) {
    await step.act(user)
  } else if ('rowMenu' in step) {
    expectAmong(
      menuItems(await openRowMenu(user, step.rowMenu)).map((item) => item ?? ''),
      step.entries,
    )
    await closeMenu(user)
  } else {
    await user.click(await screen.findByRole('button', { name: step.press }))
    await waitFor(() => expect(router.state.location.pathname).toBe(step.to))
  }
}

const describeWho = (who: Who) => (who === VISITOR ? 'a visitor' : `${ROLE_NAMES[who]} (role ${who})`)

beforeEach(() => {
  // The lists a screen shows that a row does not fill answer empty.
  emptyLists('/hackathons/', '/series/', '/suggestions/', '/suggestions/mine', '/users/')
})

describe('the specification’s texts, per screen and role', () => {
  for (const row of SPEC) {
    for (const who of row.who) {
      it(`${row.screen}: ${describeWho(who)}`, async () => {
        const me = who === VISITOR ? undefined : signInAs(signedIn(who))
        row.given?.(me)
        const { user, router } = await renderApp(row.path, { awaitLoad: !row.early })
        for (const step of row.sees) await check(step, router, user)
        // The test ends once any navigation has (a pending one's timer would fire after the page is gone),
        // unless the row holds the route's loading on purpose.
        if (!row.early) await waitFor(() => expect(router.state.status).toBe('idle'))
      })
    }
  }
})
