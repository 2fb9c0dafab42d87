import type { ImageBucket } from '../../shared/backend/images.ts'
import { IMAGE_BUCKETS } from './archive.ts'
import type { ArchiveRow, ArchiveValue } from './columns.ts'
import type { ArchiveTable } from './tables.ts'

/**
 * Where each bucket's images are served from on one backend (its public address, ending in
 * `/`): what an archive's links `storage/{bucket}/{path}` stand for there.
 */
export type ImageBases = Readonly<Record<ImageBucket, string>>

const archiveLink = (bucket: ImageBucket) => `storage/${bucket}/`

/** A value with the backend's Storage addresses written as archive links. */
export function toArchiveLinks(value: string, bases: ImageBases): string {
  return IMAGE_BUCKETS.reduce(
    (result, bucket) => result.replaceAll(bases[bucket], archiveLink(bucket)),
    value,
  )
}

// An archive link where post HTML may hold an address: an src or href attribute's value.
const HTML_LINK = /(\s(?:src|href)\s*=\s*["']?)storage\/(blog-images|company-logos)\//gi
// A body image's srcset, whose every candidate may be an archive link.
const SRCSET = /(\ssrcset\s*=\s*)(["'])(.*?)\2/gi
const SRCSET_LINK = /(^|,\s*)storage\/(blog-images|company-logos)\//gi

/** A value with the archive's links written as the Storage addresses of `bases`. */
export function fromArchiveLinks(value: string, kind: 'url' | 'html', bases: ImageBases): string {
  if (kind === 'html') {
    const relink = (_match: string, lead: string, bucket: string) => {
      const base = IMAGE_BUCKETS.find((known) => known === bucket.toLowerCase())
      return lead + (base ? bases[base] : `storage/${bucket}/`)
    }
    return value
      .replace(HTML_LINK, relink)
      .replace(
        SRCSET,
        (_match, lead: string, quote: string, candidates: string) =>
          lead + quote + candidates.replace(SRCSET_LINK, relink) + quote,
      )
  }
  const bucket = IMAGE_BUCKETS.find((known) => value.startsWith(archiveLink(known)))
  return bucket ? bases[bucket] + value.slice(archiveLink(bucket).length) : value
}

/** A row with every link column's value rewritten. */
export function mapLinks(
  table: ArchiveTable,
  row: ArchiveRow,
  rewrite: (value: string, kind: 'url' | 'html') => string,
): ArchiveRow {
  const mapped: Record<string, ArchiveValue> = { ...row }
  for (const [column, spec] of Object.entries(table.columns)) {
    const value = row[column]
    if (spec.links && typeof value === 'string') mapped[column] = rewrite(value, spec.links)
  }
  return mapped
}
