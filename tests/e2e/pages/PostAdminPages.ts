import type { Locator, Page } from '@playwright/test'
import { setChecked } from '../support/checkedControls.ts'

/** /blog-admin: the list of every post. */
export class PostListPage {
  readonly heading: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Blog Posts' })
  }

  /** The toast with this text. */
  toast(text: string): Locator {
    return this.page.locator('.bp6-toast').filter({ hasText: text })
  }

  async open(): Promise<void> {
    await this.page.goto('/blog-admin')
  }

  row(title: string): Locator {
    return this.page.locator('.admin-row').filter({ hasText: title })
  }
}

/** /blog-admin/new and /blog-admin/edit/{id}. */
export class PostEditorPage {
  readonly title: Locator
  readonly slug: Locator
  readonly excerpt: Locator
  readonly tagInput: Locator
  readonly content: Locator
  readonly toolbar: Locator
  readonly bannerFile: Locator
  readonly published: Locator

  constructor(readonly page: Page) {
    this.title = page.getByLabel('Title')
    this.slug = page.getByLabel('Slug')
    this.excerpt = page.getByLabel('Excerpt')
    this.tagInput = page.getByLabel('Tags (at least one)')
    this.content = page.getByRole('textbox', { name: 'Post content' })
    this.toolbar = page.getByRole('toolbar', { name: 'Formatting' })
    this.bannerFile = page.locator('input[type="file"]')
    this.published = page.getByLabel('Published')
  }

  /** The toast with this text. */
  toast(text: string): Locator {
    return this.page.locator('.bp6-toast').filter({ hasText: text })
  }

  /** Turns the Published switch on or off, by its label. */
  setPublished(on: boolean): Promise<void> {
    const label = this.page.locator('label.bp6-switch').filter({ hasText: /^Published$/ })
    return setChecked(this.published, label, on)
  }

  async addTags(...tags: string[]): Promise<void> {
    for (const tag of tags) {
      await this.tagInput.fill(tag)
      await this.tagInput.press('Enter')
    }
  }

  /** Chooses an item of one of the toolbar's pickers (Heading, Text size, Font). */
  async pick(picker: string, item: string): Promise<void> {
    await this.toolbar.getByRole('button', { name: picker, exact: true }).click()
    await this.toolbar.getByRole('button', { name: item, exact: true }).click()
  }

  submit(label: 'Create Post' | 'Update Post'): Promise<void> {
    return this.page.getByRole('button', { name: label }).click()
  }

  /** The pre-publish checks' dialog, listing what would hurt the post. */
  checks(action: 'publish' | 'schedule'): Locator {
    return this.page.getByRole('dialog', { name: `Before you ${action}` })
  }

  /** Goes ahead with publishing or scheduling past what the pre-publish checks found. */
  goAheadAnyway(action: 'publish' | 'schedule'): Promise<void> {
    const verb = action === 'publish' ? 'Publish' : 'Schedule'
    return this.checks(action)
      .getByRole('button', { name: `${verb} anyway` })
      .click()
  }
}
