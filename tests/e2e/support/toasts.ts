import type { Locator, Page } from '@playwright/test'

/** The owner screens' toasts: each says its message as an alert. */
export function ownerToasts(page: Page): Locator {
  return page.getByRole('alert')
}

/** The owner screens' toast with this text: the toast around the message, with its buttons. */
export function ownerToast(page: Page, text: string): Locator {
  return ownerToasts(page).filter({ hasText: text }).locator('xpath=..')
}
