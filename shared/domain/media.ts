import { EMAIL_NAME, type ImageChoice, SHARE_NAME } from './imageVariants.ts'

/** Where the site uses a stored file; 'revision': an earlier version of a post names it. */
type MediaUseKind = 'banner' | 'post body' | 'revision' | 'publication' | 'logo'

export interface MediaUse {
  kind: MediaUseKind
  /** The row that uses it. */
  id: string
  /** What the owner calls that row: a post's title, a company's name. */
  label: string
}

/** One object in Storage, as the database lists it, with its uses. */
export interface MediaObject {
  bucket: string
  name: string
  size: number
  created_at: string
  uses: MediaUse[]
}

/** A file the media view shows: an image with the web sizes stored beside it. */
export interface MediaItem {
  bucket: string
  name: string
  /** The image's own size, in bytes. */
  size: number
  created_at: string
  /** The files stored beside it (its web sizes, its sharing image), by object name. */
  variants: { name: string; size: number }[]
  /** Where it is used, its web sizes' uses included. */
  uses: MediaUse[]
}

/** A file in Storage, as deleting it needs it. */
export interface StoredFile {
  bucket: string
  name: string
}

const USE_KINDS: readonly MediaUseKind[] = [
  'banner',
  'post body',
  'revision',
  'publication',
  'logo',
]

/** A use as the database answered it, or null for anything else. */
function readUse(value: unknown): MediaUse | null {
  if (typeof value !== 'object' || value === null) return null
  const kind = 'kind' in value ? value.kind : null
  const id = 'id' in value ? value.id : null
  const label = 'label' in value ? value.label : null
  const knownKind = USE_KINDS.find((known) => known === kind)
  return knownKind && typeof id === 'string' && typeof label === 'string'
    ? { kind: knownKind, id, label }
    : null
}

/** The uses of an object as stored JSON: what is not a use is dropped. */
function readUses(value: unknown): MediaUse[] {
  if (!Array.isArray(value)) return []
  return value.map(readUse).filter((use): use is MediaUse => use !== null)
}

/** The objects as the database listed them (stored JSON): what is not one is dropped. */
export function readMediaObjects(value: unknown): MediaObject[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown): MediaObject[] => {
    if (typeof item !== 'object' || item === null) return []
    const bucket = 'bucket' in item ? item.bucket : null
    const name = 'name' in item ? item.name : null
    const size = 'size' in item ? item.size : null
    const created = 'created_at' in item ? item.created_at : null
    if (typeof bucket !== 'string' || typeof name !== 'string') return []
    return [
      {
        bucket,
        name,
        size: typeof size === 'number' ? size : 0,
        created_at: typeof created === 'string' ? created : '',
        uses: readUses('uses' in item ? item.uses : null),
      },
    ]
  })
}

// What the owner's app names the files it stores beside an image: `{stem}-480w.webp`,
// `{stem}-share.jpg`, `{stem}-email.jpg` (shared/domain/imageVariants.ts).
const named = (name: string) => name.replace('.', '\\.')
const SIBLING = new RegExp(
  `^(.+)-(\\d+w\\.(?:webp|jpg)|${named(SHARE_NAME)}|${named(EMAIL_NAME)})$`,
)
const stem = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '')

/**
 * The objects as the owner thinks of them: each image once, the web sizes made of it listed
 * under it rather than as files of their own. A web size whose image is gone is a file of its
 * own (and, used by nothing, unused).
 */
export function mediaItems(objects: readonly MediaObject[]): MediaItem[] {
  const originals = new Map<string, MediaItem>()
  for (const object of objects) {
    if (SIBLING.test(object.name)) continue
    originals.set(`${object.bucket}/${stem(object.name)}`, { ...object, variants: [] })
  }
  const strays: MediaItem[] = []
  for (const object of objects) {
    const match = SIBLING.exec(object.name)
    if (!match) continue
    const original = originals.get(`${object.bucket}/${match[1] ?? ''}`)
    if (!original) {
      strays.push({ ...object, variants: [] })
      continue
    }
    original.variants.push({ name: object.name, size: object.size })
    for (const use of object.uses)
      if (!original.uses.some((kept) => kept.kind === use.kind && kept.id === use.id))
        original.uses.push(use)
  }
  return [...originals.values(), ...strays].sort(
    (a, b) => a.bucket.localeCompare(b.bucket) || a.name.localeCompare(b.name),
  )
}

/** The post images of the Media library (logos are not put in posts), newest first. */
export const postImages = (items: MediaItem[]): MediaItem[] =>
  items.filter(isPostImage).sort((a, b) => b.created_at.localeCompare(a.created_at))

/** An image stored for posts, which a post's body may show. */
export const isPostImage = (item: MediaItem): boolean => item.bucket === 'blog-images'

/** Every file of an item: the image and its web sizes. */
export function itemFiles(item: MediaItem): StoredFile[] {
  return [item, ...item.variants].map(({ name }) => ({ bucket: item.bucket, name }))
}

/** The bytes an item takes, its web sizes included. */
export function itemBytes(item: MediaItem): number {
  return item.variants.reduce((sum, variant) => sum + variant.size, item.size)
}

/** What deleting the unused files would delete: every file of every item nothing uses. */
export function unusedFiles(items: readonly MediaItem[]): StoredFile[] {
  return items.filter((item) => item.uses.length === 0).flatMap(itemFiles)
}

/** A size as the owner reads it: 820 B, 14 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** A web size's name beside its original: `-480w.webp`. */
const WEB_SIZE = /-(\d+)w\.(webp|jpg)$/

/**
 * A stored image as the editor inserts it, as an upload is: its web sizes read from the names
 * of the files beside it, at the original's size (`size`, as the browser loaded it).
 */
export function mediaImageChoice(
  url: string,
  item: MediaItem,
  size: { width: number; height: number },
): ImageChoice {
  const sizes = item.variants.flatMap(({ name }) => {
    const match = WEB_SIZE.exec(name)
    return match ? [{ width: Number(match[1]), format: match[2] === 'jpg' ? 'jpeg' : 'webp' }] : []
  })
  const format = sizes.some((web) => web.format === 'webp') ? 'webp' : 'jpeg'
  const beside = (name: string) => item.variants.some((file) => file.name.endsWith(`-${name}`))
  return {
    url,
    variants: {
      ...size,
      widths: sizes
        .filter((web) => web.format === format)
        .map((web) => web.width)
        .sort((a, b) => a - b),
      format,
      share: beside(SHARE_NAME),
      email: beside(EMAIL_NAME),
    },
  }
}
