import type { Locator, Page } from '@playwright/test'
import { SitePage } from './SitePage.ts'

export class ContactPage extends SitePage {
  readonly form: Locator
  readonly send: Locator

  constructor(page: Page) {
    super(page)
    this.form = page.getByRole('form', { name: 'Contact form' })
    this.send = this.form.getByRole('button', { name: 'Send Message' })
  }

  field(label: string): Locator {
    return this.form.getByLabel(label)
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value)
  }
}
