import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { switchTheme } from './theme.ts'

/**
 * The axe rules whose outcome depends on colours: the only thing a theme changes, so the second
 * theme is scanned for these alone (a full scan is most of an accessibility test's time).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** The serious and critical findings of an axe scan of the page (all rules, or these), one line each. */
async function seriousViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

/**
 * The page scanned in the light theme with every rule, then in the dark theme (which it follows
 * from the system's) with the colour rules: the findings of each.
 */
export async function violationsInBothThemes(
  page: Page,
): Promise<{ light: string[]; dark: string[] }> {
  await switchTheme(page, 'light')
  const light = await seriousViolations(page)
  await switchTheme(page, 'dark')
  return { light, dark: await seriousViolations(page, COLOUR_RULES) }
}
