import type { ArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type Archive,
  IMAGE_BUCKETS,
  compareImages,
  countsOf,
} from './archive.ts'
import { ArchiveError, notTheOwner } from './ArchiveError.ts'
import { packArchive } from './packArchive.ts'
import { mapInParallel } from './parallel.ts'
import type { ArchiveProgress } from './progress.ts'
import { restoreRows } from './rows.ts'
import { type ImageBases, mapLinks, toArchiveLinks } from './storageLinks.ts'
import { ARCHIVE_TABLES } from './tables.ts'

export interface ExportOptions {
  /** The public site's address, written in the manifest. */
  siteUrl: string
  /** Whether enquiries and newsletter subscribers go in too (the owner's choice, off unless ticked). */
  personalData: boolean
  onProgress?: ArchiveProgress
  /** The clock; the manifest's time comes from it. */
  now?: () => Date
}

/** Images downloaded at once: enough to keep the line busy, few enough for a small backend. */
const DOWNLOADS_AT_ONCE = 4

/** The bases every image address of this backend starts with. */
export function imageBases(backend: ArchiveBackend): ImageBases {
  return {
    'blog-images': backend.imageBase('blog-images'),
    'company-logos': backend.imageBase('company-logos'),
  }
}

/**
 * Reads everything the owner owns from a backend into an archive: every content table (and with
 * `personalData`, enquiries and subscribers), with links into this backend's Storage written as
 * archive links, and every image of the site's buckets.
 */
export async function exportArchive(
  backend: ArchiveBackend,
  options: ExportOptions,
): Promise<Archive> {
  if (!(await backend.canArchive())) throw notTheOwner()
  const exportedAt = (options.now?.() ?? new Date()).toISOString()
  const progress = options.onProgress ?? (() => undefined)
  const bases = imageBases(backend)
  const chosen = ARCHIVE_TABLES.filter((table) => options.personalData || !table.personal)

  const tables: Archive['tables'] = {}
  for (const [index, table] of chosen.entries()) {
    progress({ phase: 'reading', done: index, total: chosen.length + 1 })
    const raw = await backend.readRows(table.name, Object.keys(table.columns))
    const { rows, problems } = restoreRows(table, raw, table.name, exportedAt)
    if (problems.length > 0) {
      throw new ArchiveError(`${table.label} could not be read from the backend:`, problems)
    }
    tables[table.name] = rows.map((row) =>
      mapLinks(table, row, (value) => toArchiveLinks(value, bases)),
    )
  }
  progress({ phase: 'reading', done: chosen.length, total: chosen.length + 1 })
  const stored = (await Promise.all(IMAGE_BUCKETS.map((bucket) => backend.listImages(bucket))))
    .flat()
    .sort(compareImages)
  progress({ phase: 'reading', done: chosen.length + 1, total: chosen.length + 1 })

  progress({ phase: 'downloading', done: 0, total: stored.length })
  const images = await mapInParallel(
    stored,
    DOWNLOADS_AT_ONCE,
    async ({ bucket, path }) => ({
      bucket,
      path,
      bytes: await backend.downloadImage(bucket, path),
    }),
    (done) => {
      progress({ phase: 'downloading', done, total: stored.length })
    },
  )

  return {
    manifest: {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      exportedAt,
      siteUrl: options.siteUrl,
      personalData: options.personalData,
      counts: countsOf(tables, images),
      files: {},
    },
    tables,
    images,
  }
}

/** An export as the bytes of its ZIP: what a download or a save dialog writes. */
export async function exportArchiveFile(
  backend: ArchiveBackend,
  options: ExportOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  return packArchive(await exportArchive(backend, options), options.onProgress)
}
