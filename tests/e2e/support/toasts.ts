import type { Locator, Page } from '@playwright/test'

/**
 * The owner screens' toasts: each says its message as an alert, in the toaster (a form's own
 * alerts, such as a sign-in callout, are not toasts).
 */
export function ownerToasts(page: Page): Locator {
  return page.locator('.owner-toasts').getByRole('alert')
}

/** The owner screens' toast with this text: the toast around the message, with its buttons. */
export function ownerToast(page: Page, text: string): Locator {
  return ownerToasts(page).filter({ hasText: text }).locator('xpath=..')
}
