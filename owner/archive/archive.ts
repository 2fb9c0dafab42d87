import type { ImageBucket } from '../../shared/backend/images.ts'
import type { Bytes } from './bytes.ts'
import type { ArchiveRow } from './columns.ts'
import { ARCHIVE_TABLES, type ArchiveTableName } from './tables.ts'

/** The kind of file this is, written in every manifest. */
export const ARCHIVE_FORMAT = 'consultant-site-archive'
/** The version of the layout below; a reader refuses versions newer than its own. */
export const ARCHIVE_FORMAT_VERSION = 1

export const MANIFEST_PATH = 'manifest.json'
export const tablePath = (table: string) => `tables/${table}.json`
export const postMarkdownPath = (slug: string) => `posts/${slug}.md`
export const STORAGE_FOLDER = 'storage'
export const imagePath = (image: { bucket: string; path: string }) =>
  `${STORAGE_FOLDER}/${image.bucket}/${image.path}`

export const IMAGE_BUCKETS: readonly ImageBucket[] = ['blog-images', 'company-logos']

export interface Manifest {
  format: typeof ARCHIVE_FORMAT
  formatVersion: number
  /** When the archive was made (ISO 8601). */
  exportedAt: string
  /** The public site the content came from ('' when unknown). */
  siteUrl: string
  /** Whether enquiries and subscribers are in it. */
  personalData: boolean
  counts: {
    tables: Partial<Record<ArchiveTableName, number>>
    images: number
  }
  /** Every other file of the archive with its size and SHA-256, so a damaged one is found. */
  files: Readonly<Record<string, FileCheck>>
}

export interface FileCheck {
  bytes: number
  sha256: string
}

/** An image of Storage: its bucket, its path there, and its bytes. */
export interface ArchiveImage {
  bucket: ImageBucket
  path: string
  bytes: Bytes
}

/** Images in a stable order: by bucket, then path, compared character by character. */
export function compareImages(
  a: { bucket: string; path: string },
  b: { bucket: string; path: string },
): number {
  const first = `${a.bucket}/${a.path}`
  const second = `${b.bucket}/${b.path}`
  return first < second ? -1 : first > second ? 1 : 0
}

/** The name an export is saved under by default: `site-archive-2026-11-24.zip`. */
export function archiveFileName(date: Date): string {
  return `site-archive-${date.toISOString().slice(0, 10)}.zip`
}

/**
 * An archive in memory: what an export read, what a restore writes, and what an import makes.
 * A table that is not there is not touched by a restore; an empty one is there, with no rows.
 * Links into Storage are written `storage/{bucket}/{path}`, whichever backend they came from.
 */
export interface Archive {
  manifest: Manifest
  tables: Partial<Record<ArchiveTableName, readonly ArchiveRow[]>>
  images: readonly ArchiveImage[]
}

/** The manifest's counts for these tables and images. */
export function countsOf(
  tables: Archive['tables'],
  images: readonly ArchiveImage[],
): Manifest['counts'] {
  const counts: Manifest['counts']['tables'] = {}
  for (const { name } of ARCHIVE_TABLES) {
    const rows = tables[name]
    if (rows) counts[name] = rows.length
  }
  return { tables: counts, images: images.length }
}
