import { readFileSync } from 'node:fs'

/** Small real images of every accepted type, made with ImageMagick, cwebp and avifenc. */
export const imageFixtures = {
  'image/png': 'sample.png',
  'image/jpeg': 'sample.jpg',
  'image/gif': 'sample.gif',
  'image/webp': 'sample.webp',
  'image/avif': 'sample.avif',
} as const

export type FixtureType = keyof typeof imageFixtures

export function imageBytes(type: FixtureType): Buffer {
  return readFileSync(new URL(`../fixtures/images/${imageFixtures[type]}`, import.meta.url))
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
)
