import type { Locator, Page } from '@playwright/test'
import { SitePage } from './SitePage.ts'

export class BlogPage extends SitePage {
  readonly filters: Locator
  readonly postTitles: Locator

  constructor(page: Page) {
    super(page)
    this.filters = page.getByRole('group', { name: 'Filter by tag' })
    this.postTitles = page.getByRole('main').getByRole('article').getByRole('heading')
  }

  chip(tag: string): Locator {
    return this.filters.getByRole('button', { name: tag, exact: true })
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name })
  }
}
