import type { Page } from '@playwright/test'

export interface PhotoRequest {
  width: number
  height: number
  /** Grain added to every pixel (0-255): more grain, bigger files, as in a real photo. */
  grain: number
  /** JPEG quality, 0-1. */
  quality: number
}

/**
 * A photo-like JPEG drawn in Chromium (a sky, hills, shapes and sensor grain), so the archive
 * needs no image committed to the repository. Returns its bytes.
 */
export async function drawPhoto(page: Page, request: PhotoRequest): Promise<Buffer> {
  // No named functions inside: the page gets this function's source as it is.
  const base64 = await page.evaluate(async ({ width, height, grain, quality }) => {
    const random = Math.random
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    const sky = context.createLinearGradient(0, 0, 0, height)
    sky.addColorStop(0, `hsl(${200 + random() * 30}, 60%, ${55 + random() * 20}%)`)
    sky.addColorStop(1, `hsl(${30 + random() * 30}, 50%, 80%)`)
    context.fillStyle = sky
    context.fillRect(0, 0, width, height)
    for (let hill = 0; hill < 4; hill++) {
      context.fillStyle = `hsl(${90 + random() * 60}, ${30 + random() * 30}%, ${20 + hill * 10}%)`
      context.beginPath()
      context.moveTo(0, height)
      const top = height * (0.4 + hill * 0.12)
      context.bezierCurveTo(
        width * 0.3,
        top - random() * height * 0.2,
        width * 0.7,
        top + random() * height * 0.1,
        width,
        top,
      )
      context.lineTo(width, height)
      context.fill()
    }
    for (let shape = 0; shape < 400; shape++) {
      context.fillStyle = `hsla(${random() * 360}, 40%, ${30 + random() * 50}%, 0.35)`
      context.beginPath()
      context.arc(random() * width, random() * height, 4 + random() * width * 0.03, 0, Math.PI * 2)
      context.fill()
    }
    const pixels = context.getImageData(0, 0, width, height)
    const data = pixels.data
    for (let index = 0; index < data.length; index += 4) {
      const noise = (random() - 0.5) * grain
      data[index] = (data[index] ?? 0) + noise
      data[index + 1] = (data[index + 1] ?? 0) + noise
      data[index + 2] = (data[index + 2] ?? 0) + noise
    }
    context.putImageData(pixels, 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let start = 0; start < bytes.length; start += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
    }
    return btoa(binary)
  }, request)
  return Buffer.from(base64, 'base64')
}
