import {
  type Archive,
  type ArchiveImage,
  IMAGE_BUCKETS,
  MANIFEST_PATH,
  STORAGE_FOLDER,
  compareImages,
  tablePath,
} from './archive.ts'
import { ArchiveError } from './ArchiveError.ts'
import type { ArchiveRow } from './columns.ts'
import { sha256Hex } from './digest.ts'
import { restoreManifest } from './manifest.ts'
import type { ArchiveNote } from './notes.ts'
import { restoreRows } from './rows.ts'
import { ARCHIVE_TABLES } from './tables.ts'
import { unzipFilesInSlices } from './zip.ts'
import type { ArchiveProgress } from './progress.ts'

export interface ReadArchive {
  archive: Archive
  /** Parts of the archive this version does not know, left out. */
  notes: ArchiveNote[]
}

const decoder = new TextDecoder('utf-8', { fatal: true })

function readJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(decoder.decode(bytes)) }
  } catch {
    return { ok: false }
  }
}

/**
 * Reads an archive's ZIP through the restore step: the manifest's format version first, then
 * every file against the size and SHA-256 the manifest gives, every table's rows against the
 * table, and the counts. Anything wrong is an ArchiveError listing every problem found;
 * nothing is written by reading.
 */
export async function readArchive(
  bytes: Uint8Array,
  name = 'The file',
  onProgress?: ArchiveProgress,
): Promise<ReadArchive> {
  const files = await unzipFilesInSlices(bytes, name, (done, total) => {
    onProgress?.({ phase: 'unpacking', done, total })
  })
  const manifestBytes = files.get(MANIFEST_PATH)
  if (!manifestBytes) {
    throw new ArchiveError(`${name} is not an archive of this site: it has no ${MANIFEST_PATH}.`)
  }
  const manifestJson = readJson(manifestBytes)
  if (!manifestJson.ok) throw new ArchiveError(`The archive’s ${MANIFEST_PATH} is not JSON.`)
  const { manifest, unknownTables } = restoreManifest(manifestJson.value)

  const problems: string[] = []
  for (const [path, check] of Object.entries(manifest.files)) {
    const file = files.get(path)
    if (!file) problems.push(`${path} is missing`)
    else if (file.length !== check.bytes || (await sha256Hex(file)) !== check.sha256) {
      problems.push(`${path} is damaged: it is not the file the archive was made with`)
    }
  }

  const tables: Archive['tables'] = {}
  for (const table of ARCHIVE_TABLES) {
    const expected = manifest.counts.tables[table.name]
    if (expected === undefined) continue
    const path = tablePath(table.name)
    const file = files.get(path)
    if (!file) {
      if (!(path in manifest.files)) problems.push(`${path} is missing`)
      continue
    }
    const json = readJson(file)
    if (!json.ok) {
      problems.push(`${path} is not JSON`)
      continue
    }
    const restored = restoreRows(table, json.value, path, manifest.exportedAt)
    problems.push(...restored.problems)
    if (Array.isArray(json.value) && json.value.length !== expected) {
      problems.push(`${path} has ${json.value.length} rows; the manifest counts ${expected}`)
    }
    tables[table.name] = restored.rows satisfies ArchiveRow[]
  }

  const notes: ArchiveNote[] = unknownTables.map((table) => ({
    kind: 'left-out',
    subject: tablePath(table),
    message: 'This version of the app does not know this table; it is not restored.',
  }))
  const images: ArchiveImage[] = []
  for (const [path, file] of files) {
    const [folder, bucketName, ...rest] = path.split('/')
    if (folder !== STORAGE_FOLDER || rest.length === 0) continue
    const bucket = IMAGE_BUCKETS.find((known) => known === bucketName)
    if (bucket) images.push({ bucket, path: rest.join('/'), bytes: file })
    else {
      notes.push({
        kind: 'left-out',
        subject: path,
        message: 'This is not in a Storage bucket the site uses; it is not restored.',
      })
    }
  }
  if (images.length !== manifest.counts.images) {
    problems.push(
      `The archive has ${images.length} images; the manifest counts ${manifest.counts.images}`,
    )
  }

  if (problems.length > 0) {
    throw new ArchiveError('This archive cannot be restored, and nothing was written:', problems)
  }
  images.sort(compareImages)
  return { archive: { manifest, tables, images }, notes }
}
