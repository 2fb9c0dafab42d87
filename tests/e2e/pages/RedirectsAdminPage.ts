import type { Locator, Page } from '@playwright/test'
import { ownerToast } from '../support/toasts.ts'

/** The Redirects screen: its form to add one, and the list with each row's Delete. */
export class RedirectsAdminPage {
  readonly oldAddress: Locator
  readonly leadsTo: Locator
  readonly add: Locator
  readonly list: Locator
  readonly form: Locator

  constructor(readonly page: Page) {
    const form = page.getByRole('form', { name: 'Add a redirect' })
    this.form = form
    this.oldAddress = form.getByLabel(/^Old address/)
    this.leadsTo = form.getByLabel(/^Leads to/)
    this.add = form.getByRole('button', { name: /^Add/ })
    this.list = page.getByRole('table', { name: 'Redirects' })
  }

  async open(): Promise<void> {
    await this.page.goto('/redirects-admin')
  }

  /** Fills the form and asks to add; the post is chosen by its title. */
  async addRedirect(oldAddress: string, postTitle: string | null): Promise<void> {
    await this.oldAddress.fill(oldAddress)
    if (postTitle !== null) await this.leadsTo.selectOption({ label: postTitle })
    await this.add.click()
  }

  row(text: string): Locator {
    return this.list.locator('tbody tr').filter({ hasText: text })
  }

  /** A problem the form shows under one of its fields. */
  problem(text: string): Locator {
    return this.form.getByText(text, { exact: true })
  }

  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }
}
