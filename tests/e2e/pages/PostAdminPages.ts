import { ownerToast } from '../support/toasts.ts'
import { type Locator, type Page, expect } from '@playwright/test'
import { setChecked } from '../support/checkedControls.ts'

/** /blog-admin: the list of every post. */
export class PostListPage {
  readonly heading: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Blog Posts' })
  }

  /** The toast with this text. */
  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }

  async open(): Promise<void> {
    await this.page.goto('/blog-admin')
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search posts' })
  }

  /** The titles of the rows shown, in order. */
  get titles(): Locator {
    return this.page.locator('.admin-row .admin-row__title')
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
    this.excerpt = page.getByLabel('Excerpt', { exact: true })
    this.tagInput = page.getByLabel('Tags (at least one)')
    this.content = page.getByRole('textbox', { name: 'Post content' })
    this.toolbar = page.getByRole('toolbar', { name: 'Formatting' })
    this.bannerFile = page.locator('input[type="file"]')
    this.published = page.getByLabel('Published')
  }

  /** The toast with this text. */
  toast(text: string): Locator {
    return ownerToast(this.page, text)
  }

  /** Turns the Published switch on or off, by its label. */
  setPublished(on: boolean): Promise<void> {
    const label = this.page.locator('label', { has: this.published })
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

  /** Puts an image into the body through the toolbar's image button, Upload and the file chooser. */
  async insertImageByButton(file: ImageFile): Promise<void> {
    await this.toolbar.getByRole('button', { name: 'Insert image' }).click()
    const chooser = this.page.waitForEvent('filechooser')
    await this.page
      .getByRole('dialog', { name: 'Insert image' })
      .getByRole('button', { name: 'Upload' })
      .click()
    await (await chooser).setFiles(file)
  }

  /** Puts an image of the Media library into the body: the image button, then the image. */
  async insertImageFromMedia(fileName: string): Promise<void> {
    await this.toolbar.getByRole('button', { name: 'Insert image' }).click()
    await this.page
      .getByRole('dialog', { name: 'Insert image' })
      .getByRole('list', { name: 'Images in Media' })
      .getByRole('button', { name: new RegExp(`^Insert .*${fileName}$`) })
      .click()
  }

  /** Pastes image files into the body at the cursor, as copied files arrive. */
  pasteImages(...files: ImageFile[]): Promise<void> {
    return this.content.evaluate((root, pasted) => {
      const data = new DataTransfer()
      for (const { name, mimeType, bytes } of pasted) {
        data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }))
      }
      root.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    }, files.map(serialised))
  }

  /** Drops an image file onto the middle of the body's first paragraph, as from a file manager. */
  dropImage(file: ImageFile): Promise<void> {
    return this.content.evaluate((root, { name, mimeType, bytes }) => {
      const data = new DataTransfer()
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }))
      const paragraph = root.querySelector('p')
      if (!paragraph) throw new Error('No paragraph to drop onto')
      paragraph.scrollIntoView({ block: 'center' })
      const text = document.createRange()
      text.selectNodeContents(paragraph)
      const box = [...text.getClientRects()].at(-1)
      if (!box) throw new Error('The paragraph has no text to drop beside')
      root.dispatchEvent(
        new DragEvent('drop', {
          dataTransfer: data,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      )
    }, serialised(file))
  }

  /** Gives the image just inserted its alt text and caption, in the dialog inserting opens. */
  async describeImage(alt: string, caption: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Alt text' })
    await dialog.getByRole('textbox', { name: 'Image alt text' }).fill(alt)
    await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption)
    await dialog.getByRole('button', { name: 'Save alt text' }).click()
    await expect(dialog).toBeHidden()
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

/** A file as Playwright hands it to a page. */
export interface ImageFile {
  name: string
  mimeType: string
  buffer: Buffer
}

const serialised = ({ name, mimeType, buffer }: ImageFile) => ({
  name,
  mimeType,
  bytes: [...buffer],
})
