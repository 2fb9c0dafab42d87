import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { build } from 'vite'
import type { ImageVariants } from '../../shared/domain/imageVariants.ts'

/**
 * Images prepared as the owner's app prepares them when picked: the app's own prepareImage
 * (owner/media/prepareImage.ts), bundled for the page and run in Chromium, so the archive holds
 * what a real owner's uploads leave in Storage and the time a phone photo takes is measured.
 */

/** An image's files as prepared: the original and the files beside it, by name. */
export interface PreparedFiles {
  original: { type: string; bytes: Buffer }
  siblings: { name: string; type: string; bytes: Buffer }[]
  variants: ImageVariants
  /** How long preparing took in the page, in milliseconds. */
  milliseconds: number
}

const PREPARE_IMAGE = fileURLToPath(new URL('../../owner/media/prepareImage.ts', import.meta.url))
const GLOBAL_NAME = 'benchPrepareImage'

/** Puts the app's prepareImage into the page, as `window.benchPrepareImage`. */
export async function loadPrepareImage(page: Page): Promise<void> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: PREPARE_IMAGE, formats: ['iife'], name: GLOBAL_NAME },
    },
  })
  const bundles = Array.isArray(output) ? output : [output]
  const [code] = bundles
    .flatMap((bundle) => ('output' in bundle ? bundle.output : []))
    .flatMap((file) => (file.type === 'chunk' ? [file.code] : []))
  if (code === undefined) throw new Error('prepareImage did not bundle')
  await page.addScriptTag({ content: code })
}

/** Prepares an image in the page (after loadPrepareImage), with a sharing image when `share`. */
export async function prepareInPage(
  page: Page,
  file: Buffer,
  type: string,
  share: boolean,
): Promise<PreparedFiles> {
  // No named functions inside: the page gets this function's source as it is.
  const prepared = await page.evaluate(
    async ({ base64, type, share, name }) => {
      const binary = atob(base64)
      const bytes = new Uint8Array(binary.length)
      for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
      const module = (globalThis as unknown as Record<string, PageModule>)[name]
      if (!module) throw new Error('prepareImage is not loaded')
      const started = performance.now()
      const result = await module.prepareImage(new Blob([bytes], { type }), { share })
      const milliseconds = performance.now() - started
      const files = [
        { name: '', blob: result.original },
        ...result.siblings.map((sibling) => ({ name: sibling.name, blob: sibling.blob })),
      ]
      const encoded = []
      for (const { name: fileName, blob } of files) {
        const data = new Uint8Array(await blob.arrayBuffer())
        let text = ''
        for (let start = 0; start < data.length; start += 0x8000) {
          text += String.fromCharCode(...data.subarray(start, start + 0x8000))
        }
        encoded.push({ name: fileName, type: blob.type, base64: btoa(text) })
      }
      return { files: encoded, variants: result.variants, milliseconds }
    },
    { base64: file.toString('base64'), type, share, name: GLOBAL_NAME },
  )
  const [original, ...siblings] = prepared.files.map((entry) => ({
    name: entry.name,
    type: entry.type,
    bytes: Buffer.from(entry.base64, 'base64'),
  }))
  if (!original) throw new Error('prepareImage returned no original')
  return {
    original: { type: original.type, bytes: original.bytes },
    siblings,
    variants: prepared.variants,
    milliseconds: prepared.milliseconds,
  }
}

/** What the bundle exposes, as the page sees it. */
interface PageModule {
  prepareImage(
    file: Blob,
    options: { share: boolean },
  ): Promise<{ original: Blob; siblings: { name: string; blob: Blob }[]; variants: ImageVariants }>
}
