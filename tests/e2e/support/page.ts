import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** An accessibility violation as the tests report it: its rule, impact and where it was found. */
export interface Violation {
  id: string
  impact: string | null | undefined
  targets: string[]
}

/** The serious and critical axe violations on the page as it is now, named by rule and target. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/** Picks an entry of a table row's actions menu. */
export async function rowAction(page: Page, row: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${row}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}
