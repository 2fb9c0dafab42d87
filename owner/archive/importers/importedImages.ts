import { type ImageVariants, siblingPath } from '../../../shared/domain/imageVariants.ts'
import type { ArchiveImage } from '../archive.ts'
import type { Bytes } from '../bytes.ts'
import { sha256Hex } from '../digest.ts'
import { MAX_IMAGE_FILE_BYTES } from '../../../shared/domain/imageLimits.ts'
import { MAX_IMAGE_BYTES, imageType } from '../imageType.ts'
import type { ArchiveNote } from '../notes.ts'
import { mapInParallel } from '../parallel.ts'
import type { ArchiveProgress } from '../progress.ts'
import type { FileTree } from './fileTree.ts'

/** An image made ready to store, as the editor makes a picked one: its original and its sizes. */
export interface PreparedFiles {
  original: Bytes
  /** The files stored beside the original (`480w.webp`, `share.jpg`), by name. */
  siblings: readonly { name: string; bytes: Bytes }[]
  variants: ImageVariants
}

/**
 * Prepares an image as the editor prepares a picked one (upright, metadata stripped, at most
 * 2400 px, WebP sizes and the original's format kept): in a browser with prepareImage, on the
 * command line with sharp (scripts/archive/sharpImages.ts). `share` adds the 1200 × 630 image.
 * It throws when it cannot read the image.
 */
export type ImagePreparer = (bytes: Bytes, options: { share: boolean }) => Promise<PreparedFiles>

/** An image of the files given, as the posts link it once stored. */
export interface StoredImage {
  /** `storage/blog-images/{path}`, the archive's link to it. */
  link: string
  /** What was made of it; null when it is stored as it was given (no preparer). */
  variants: ImageVariants | null
}

export interface ImageRequest {
  /** The path among the files given. */
  file: string
  /** A banner: it gets the sharing image too. */
  share: boolean
  /** The post it is for, for the notes. */
  subject: string
}

export interface StoreSettings {
  /** `imported/{folder}/...` in blog-images. */
  folder: string
  files: FileTree | null
  prepare: ImagePreparer | null
  onProgress?: ArchiveProgress
}

export interface StoredImages {
  /** Each file that could be stored, by its path among the files given. */
  byFile: ReadonlyMap<string, StoredImage>
  images: ArchiveImage[]
  notes: ArchiveNote[]
}

const PREPARED_AT_ONCE = 2
/** Enough of the SHA-256 that two different images never share a name in one site. */
const HASH_LENGTH = 16
const EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const

const safeStem = (file: string) =>
  (file.split('/').at(-1) ?? '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60) || 'image'

type Made =
  | { hash: string; path: string; prepared: PreparedFiles | null; bytes: Bytes }
  | { subject: string; problem: string }

type Read = { file: string; bytes: Bytes; hash: string } | { file: string; problem: string }

async function readImage(files: FileTree | null, file: string, limit: number): Promise<Read> {
  const bytes = await (files?.read(file) ?? Promise.resolve(null))
  if (!bytes || !imageType(bytes)) {
    return { file, problem: `${file} is not a PNG, JPEG, GIF, WebP or AVIF image; it is left out.` }
  }
  if (bytes.length > limit) {
    const megabytes = String(Math.round(limit / 1024 / 1024))
    return { file, problem: `${file} is larger than ${megabytes} MB; it is left out.` }
  }
  return { file, bytes, hash: (await sha256Hex(bytes)).slice(0, HASH_LENGTH) }
}

/**
 * Stores the images an import's posts use. Each is named after its content's hash (and its own
 * name, for people), so an image never takes the place of another one and the same bytes are
 * stored once, however many posts or files have them. Each is prepared as a picked image is
 * when a preparer is given; one that cannot be read is left out with a note.
 */
export async function storeImportedImages(
  requests: readonly ImageRequest[],
  settings: StoreSettings,
): Promise<StoredImages> {
  const notes: ArchiveNote[] = []
  const wanted = new Map<string, ImageRequest>()
  for (const request of requests) {
    const known = wanted.get(request.file)
    wanted.set(request.file, known ? { ...known, share: known.share || request.share } : request)
  }
  // A prepared image may start larger than the buckets take: preparing makes it smaller.
  const limit = settings.prepare ? MAX_IMAGE_FILE_BYTES : MAX_IMAGE_BYTES
  const reads = await Promise.all(
    [...wanted.keys()].map((file) => readImage(settings.files, file, limit)),
  )
  const byHash = new Map<string, { bytes: Bytes; file: string; share: boolean; subject: string }>()
  for (const read of reads) {
    const request = wanted.get(read.file)
    if (!request) continue
    if ('problem' in read) {
      notes.push({ kind: 'skipped', subject: request.subject, message: read.problem })
      continue
    }
    const known = byHash.get(read.hash)
    byHash.set(read.hash, {
      bytes: read.bytes,
      file: known?.file ?? read.file,
      subject: known?.subject ?? request.subject,
      share: (known?.share ?? false) || request.share,
    })
  }

  const distinct = [...byHash.entries()]
  const progress = settings.onProgress ?? (() => undefined)
  if (settings.prepare) progress({ phase: 'preparing', done: 0, total: distinct.length })
  const made = await mapInParallel(
    distinct,
    PREPARED_AT_ONCE,
    async ([hash, { bytes, file, share, subject }]): Promise<Made> => {
      const stem = `imported/${settings.folder}/${hash}-${safeStem(file)}`
      if (!settings.prepare) {
        const type = imageType(bytes) ?? 'image/png'
        return { hash, path: `${stem}.${EXTENSIONS[type]}`, prepared: null, bytes }
      }
      const prepared = await settings.prepare(bytes, { share }).catch(() => null)
      if (!prepared) {
        return { subject, problem: `${file} could not be read as an image; it is left out.` }
      }
      if (prepared.original.length > MAX_IMAGE_BYTES) {
        return { subject, problem: `${file} is larger than 5 MB even at web size; it is left out.` }
      }
      const type = imageType(prepared.original) ?? 'image/png'
      return { hash, path: `${stem}.${EXTENSIONS[type]}`, prepared, bytes: prepared.original }
    },
    (done) => {
      if (settings.prepare) progress({ phase: 'preparing', done, total: distinct.length })
    },
  )

  const images: ArchiveImage[] = []
  const byHashStored = new Map<string, StoredImage>()
  for (const image of made) {
    if ('problem' in image) {
      notes.push({ kind: 'skipped', subject: image.subject, message: image.problem })
      continue
    }
    images.push({ bucket: 'blog-images', path: image.path, bytes: image.bytes })
    for (const sibling of image.prepared?.siblings ?? []) {
      images.push({
        bucket: 'blog-images',
        path: siblingPath(image.path, sibling.name),
        bytes: sibling.bytes,
      })
    }
    byHashStored.set(image.hash, {
      link: `storage/blog-images/${image.path}`,
      variants: image.prepared?.variants ?? null,
    })
  }
  const byFile = new Map<string, StoredImage>()
  for (const read of reads) {
    const stored = 'hash' in read ? byHashStored.get(read.hash) : undefined
    if (stored) byFile.set(read.file, stored)
  }
  return { byFile, images, notes }
}
