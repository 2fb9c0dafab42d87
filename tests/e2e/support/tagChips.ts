import type { Locator, Page } from '@playwright/test'

/** The tags chosen in the form's tag field, one list item each. */
export function chosenTags(page: Page): Locator {
  return page.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')
}
