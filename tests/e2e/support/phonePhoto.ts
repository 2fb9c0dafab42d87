import { type Page, expect } from '@playwright/test'
import { HOME_POSITION, withPhoneMetadata } from '../../../scripts/bench/photoMetadata.ts'
import { BACKEND_HOST } from './backendHost.ts'

/*
 * The owner's photos in image tests: one made in the page as a phone writes it, and what the
 * tests read of the images stored from it.
 */

/**
 * A phone photo as a camera writes it: 1600 × 800 stored sideways (left half red, right half
 * blue) with EXIF orientation 6 (turn a quarter clockwise to view), the GPS position, XMP and a
 * comment. Upright it is 800 × 1600, red above blue.
 */
export async function sidewaysPhoneJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1600, 800)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No canvas')
    context.fillStyle = '#d00000'
    context.fillRect(0, 0, 800, 800)
    context.fillStyle = '#0000d0'
    context.fillRect(800, 0, 800, 800)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  })
  return withPhoneMetadata(Buffer.from(base64, 'base64'), { orientation: 6, ...HOME_POSITION })
}

/** The colour in the middle of the top and the bottom quarter of a stored image, as served. */
export async function topAndBottom(page: Page, url: string): Promise<[string, string]> {
  return page.evaluate(async (address) => {
    const bitmap = await createImageBitmap(await (await fetch(address)).blob())
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No canvas')
    context.drawImage(bitmap, 0, 0)
    const at = (y: number) => {
      const [red = 0, , blue = 0] = context.getImageData(bitmap.width / 2, y, 1, 1).data
      return red > 150 && blue < 80 ? 'red' : blue > 150 && red < 80 ? 'blue' : 'other'
    }
    return [at(bitmap.height / 4), at((bitmap.height * 3) / 4)] as [string, string]
  }, url)
}

/** A stored file's bytes, fetched from the test's backend (pages know it by BACKEND_HOST). */
export async function storedBytes(backendUrl: string, url: string): Promise<Uint8Array> {
  const response = await fetch(url.replace(`http://${BACKEND_HOST}`, backendUrl))
  expect(response.status, url).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}
