import { abortable } from './abortable.ts'
import type { ImageVariants } from '../domain/imageVariants.ts'
import type { BackendClient } from './client.ts'
import { type EditableTable, updateContentRowIfUnchanged } from './contentTables.ts'
import { dataOf } from './errors.ts'
import { answerOf } from './queryAnswer.ts'
import type { ImageBucket } from './images.ts'

/** Every image column of the site, where its images are stored, and what names them. */
export const IMAGE_COLUMNS = [
  {
    table: 'blog_posts',
    column: 'featured_image_url',
    variants: 'featured_image_variants',
    name: 'slug',
    bucket: 'blog-images',
    folder: '',
    share: true,
  },
  {
    table: 'publications',
    column: 'image_url',
    variants: 'image_variants',
    name: 'title',
    bucket: 'blog-images',
    folder: 'publications/',
    share: false,
  },
  {
    table: 'experiences',
    column: 'logo_url',
    variants: 'logo_variants',
    name: 'company',
    bucket: 'company-logos',
    folder: 'experience-logos/',
    share: false,
  },
  {
    table: 'earlier_experiences',
    column: 'logo_url',
    variants: 'logo_variants',
    name: 'company',
    bucket: 'company-logos',
    folder: 'earlier-experience-logos/',
    share: false,
  },
  {
    table: 'startup_experience_logos',
    column: 'logo_url',
    variants: 'logo_variants',
    name: 'company_name',
    bucket: 'company-logos',
    folder: 'startup-logos/',
    share: false,
  },
] as const satisfies readonly {
  table: EditableTable
  column: string
  variants: string
  name: string
  bucket: ImageBucket
  folder: string
  share: boolean
}[]

export type ImageColumn = (typeof IMAGE_COLUMNS)[number]

/** An image stored before image sizes: where it is, and the row that shows it. */
export interface ImageWithoutSizes {
  place: ImageColumn
  id: string
  /** The row's version, so recording the sizes never overwrites a newer edit. */
  updatedAt: string
  url: string
  /** What the row is called (a post's slug, a company), for the new file's name. */
  name: string
}

/**
 * Every image the site shows that has no sizes yet: uploaded before they were made, or a
 * publication image still stored in its row as a data string. Images that are vectors (SVG)
 * need none.
 */
export async function fetchImagesWithoutSizes(
  client: BackendClient,
  signal?: AbortSignal,
): Promise<ImageWithoutSizes[]> {
  const found = await Promise.all(
    IMAGE_COLUMNS.map(async (place) => {
      const rows = await dataOf(
        answerOf<Record<string, unknown>[]>(
          abortable(
            client
              .from(place.table)
              .select(`id, updated_at, ${place.column}, ${place.name}`)
              .not(place.column, 'is', null)
              .is(place.variants, null),
            signal,
          ),
        ),
      )
      return rows.map((row) => ({
        place,
        id: String(row.id),
        updatedAt: String(row.updated_at),
        url: String(row[place.column]),
        name: String(row[place.name]),
      }))
    }),
  )
  return found.flat().filter((image) => !isVector(image.url))
}

function isVector(url: string): boolean {
  return url.startsWith('data:image/svg') || /\.svg(?:[?#]|$)/i.test(url)
}

/**
 * Points the row at the image stored with its sizes, unless the row changed meanwhile (then
 * false: nothing is written, and the image is made again next time).
 */
export async function recordImageSizes(
  client: BackendClient,
  image: ImageWithoutSizes,
  url: string,
  variants: ImageVariants,
): Promise<boolean> {
  const written = await updateContentRowIfUnchanged(
    client,
    image.place.table,
    image.id,
    { [image.place.column]: url, [image.place.variants]: variants },
    image.updatedAt,
  )
  return written !== null
}

/**
 * Removes an image's file from its bucket when it is stored there (an image replaced by its
 * sized copy: the old file may carry the photo's GPS position). Images elsewhere are left alone.
 */
export async function removeStoredImage(client: BackendClient, url: string): Promise<void> {
  for (const bucket of ['blog-images', 'company-logos'] as const) {
    const publicRoot = client.storage.from(bucket).getPublicUrl('').data.publicUrl
    if (url.startsWith(publicRoot)) {
      const path = decodeURIComponent(url.slice(publicRoot.length).replace(/[?#].*$/, ''))
      const { error } = await client.storage.from(bucket).remove([path])
      if (error) console.error(`The old file of ${url} could not be removed:`, error)
      return
    }
  }
}
