import type { Locator, Page } from '@playwright/test'

/** The shared frame of every public page: header, navigation, theme and footer. */
export class SitePage {
  readonly header: Locator
  readonly mainNav: Locator
  readonly footer: Locator
  readonly heading: Locator
  /** The site's toasts: results of what the visitor sent, read out as they come. */
  readonly toasts: Locator

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner')
    this.mainNav = page.getByRole('navigation', { name: 'Main' })
    this.footer = page.getByRole('contentinfo')
    this.heading = page.getByRole('heading', { level: 1 })
    this.toasts = page.locator('.toasts[role="status"]')
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path)
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole('link', { name, exact: true })
  }

  themeButton(name: 'Light' | 'Dark' | 'System'): Locator {
    return this.header.getByRole('group', { name: 'Theme' }).getByRole('button', { name })
  }

  async rootThemeClass(): Promise<string> {
    return this.page.evaluate(() => document.documentElement.className)
  }
}
