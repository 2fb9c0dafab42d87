import { ownerToast } from '../support/toasts.ts'
import type { Locator, Page } from '@playwright/test'
import { setChecked } from '../support/checkedControls.ts'

/** An admin list (e.g. /services-admin) and its new and edit forms. */
export class ResourceAdminPage {
  readonly heading: Locator
  readonly table: Locator

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.table = page.getByRole('table')
  }

  async open(): Promise<void> {
    await this.page.goto(this.path)
  }

  /** The toast with this text (title or description). */
  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }

  /** A form field by its label, which may be followed by '(required)'. */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return this.page.getByLabel(new RegExp(`^\\s*${escaped}\\s*(\\(required\\))?\\s*$`))
  }

  /** Turns a switch on or off by clicking it as a person would: on its label. */
  async setSwitch(label: string, on: boolean): Promise<void> {
    const control = this.field(label)
    await setChecked(control, this.page.locator('label', { has: control }), on)
  }

  /** The table rows (header excluded). */
  rows(): Locator {
    return this.table.locator('tbody tr')
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text })
  }

  async edit(rowText: string): Promise<void> {
    await this.row(rowText).getByRole('link', { name: /^Edit/ }).click()
  }

  /** Deletes the row after answering the confirmation; returns the question asked. */
  async delete(rowText: string, buttonName = /^Delete/): Promise<string> {
    await this.row(rowText).getByRole('button', { name: buttonName }).click()
    const dialog = this.page.getByRole('alertdialog')
    const question = await dialog.innerText()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    return question
  }

  submit(label: string): Promise<void> {
    return this.page.getByRole('button', { name: label, exact: true }).click()
  }
}
