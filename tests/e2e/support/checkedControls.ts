import { type Locator, type Page, expect } from '@playwright/test'

/**
 * Sets a Blueprint switch, checkbox or radio as a person does: by clicking its label, which
 * Playwright clicks only once it stands still and would receive the click. (A forced click on
 * the hidden input can land beside it while the screen still moves: an image loading, a dialog
 * opening.)
 */
export async function setChecked(control: Locator, label: Locator, on: boolean): Promise<void> {
  if ((await control.isChecked()) !== on) await label.click()
  await expect(control).toBeChecked({ checked: on })
}

/** Ticks the checkbox of this name, by its label. */
export async function tick(page: Page, name: string): Promise<void> {
  const box = page.getByRole('checkbox', { name })
  await setChecked(box, page.locator('label').filter({ has: box }), true)
}
