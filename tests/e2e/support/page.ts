import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** An accessibility violation as the tests report it: its rule, impact and where it was found. */
export interface Violation {
  id: string
  impact: string | null | undefined
  targets: string[]
  /** The offending elements' opening tags, so a failure says what was found, not only where. */
  elements: string[]
}

/**
 * Waits for the page's finite animations (a dialog fading and scaling in, a menu opening) to end.
 * Axe measures colour contrast with the opacity of the moment, so a check made mid-fade reports a
 * contrast failure that no user ever sees once the dialog is open. Endless ones (spinners) are skipped.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** The serious and critical axe violations on the page once its animations end, named by rule and target. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await animationsSettled(page)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      elements: violation.nodes.map((node) => node.html.slice(0, 300)),
    }))
}

/** Picks an entry of a table row's actions menu. */
export async function rowAction(page: Page, row: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${row}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}
