import type { Locator, Page } from '@playwright/test'
import { ownerToast } from '../support/toasts.ts'

/** The Tags screen: the list of tags with each row's Rename, Merge and Delete, and its dialog. */
export class TagsAdminPage {
  readonly list: Locator
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.list = page.getByRole('table', { name: 'Tags' })
    this.dialog = page.getByRole('dialog')
  }

  async open(): Promise<void> {
    await this.page.goto('/tags-admin')
  }

  /** A tag's row, by the tag's whole name. */
  row(name: string): Locator {
    return this.list
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) })
  }

  /** A tag's cells: its name, its posts, its publications and its actions. */
  cells(name: string): Locator {
    return this.row(name).getByRole('cell')
  }

  async rename(name: string, newName: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Rename ${name}` })
      .click()
    await this.dialog.getByLabel('New name').fill(newName)
    await this.dialog.getByRole('button', { name: 'Rename' }).click()
  }

  async merge(name: string, into: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Merge ${name}` })
      .click()
    await this.dialog.getByLabel('Merge into').selectOption({ label: into })
    await this.dialog.getByRole('button', { name: 'Merge' }).click()
  }

  async askToDelete(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click()
  }

  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }
}
