import type { ArchiveBackend } from '../../shared/backend/archiveBackend.ts'
import type { Json } from '../../shared/backend/database.types.ts'
import type { ImageVariants } from '../../shared/domain/imageVariants.ts'
import { ArchiveError } from './ArchiveError.ts'
import { type ArchiveRow, type ArchiveValue, valueText } from './columns.ts'
import { imageType } from './imageType.ts'
import { mapInParallel } from './parallel.ts'
import type { ArchiveProgress } from './progress.ts'
import type { RestorePlan } from './restorePlan.ts'
import type { ImageWrite, RowWrite } from './restoreWrites.ts'

export interface ApplyOptions {
  /** Write over the backend's rows and images that changed after the archive's (off unless chosen). */
  overwriteNewer?: boolean
  onProgress?: ArchiveProgress
}

/** What a restore wrote: rows per table, and images. */
export interface RestoreResult {
  rows: Record<string, number>
  images: number
}

/** Rows per staged part, by their JSON's size: well under any request body limit. */
const PART_BYTES = 2 * 1024 * 1024
const UPLOADS_AT_ONCE = 4
const encoder = new TextEncoder()

const isList = (value: readonly string[] | ImageVariants): value is readonly string[] =>
  Array.isArray(value)

function jsonValue(value: ArchiveValue): Json {
  if (value === null || typeof value !== 'object') return value
  return isList(value) ? [...value] : { ...value, widths: [...value.widths] }
}

const toJson = (row: ArchiveRow): Json =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, jsonValue(value)]))

/** The writes of each table in parts of at most PART_BYTES of JSON (a larger row goes alone). */
function parts(writes: readonly RowWrite[]): { table: RowWrite['table']; writes: RowWrite[] }[] {
  const result: { table: RowWrite['table']; writes: RowWrite[]; bytes: number }[] = []
  for (const write of writes) {
    const bytes = encoder.encode(JSON.stringify(write.row)).length
    const last = result.at(-1)
    if (last?.table === write.table && last.bytes + bytes <= PART_BYTES) {
      last.writes.push(write)
      last.bytes += bytes
    } else result.push({ table: write.table, writes: [write], bytes })
  }
  return result
}

/** What to do to put an image back as it was, should the restore fail after uploading it. */
interface Undo {
  write: ImageWrite
  previous: Uint8Array<ArrayBuffer> | null
}

/**
 * Carries out a dry run: uploads its images, stages its rows in parts, then writes every row
 * in one transaction. If anything fails, no row is written and the images already uploaded are
 * removed or put back as they were; the error says what failed.
 */
export async function applyRestore(
  backend: ArchiveBackend,
  plan: RestorePlan,
  options: ApplyOptions = {},
): Promise<RestoreResult> {
  const progress = options.onProgress ?? (() => undefined)
  const chosen = <Write extends { overwritesNewer: boolean }>(writes: readonly Write[]) =>
    writes.filter((write) => options.overwriteNewer === true || !write.overwritesNewer)
  const imageWrites = chosen(plan.imageWrites)
  const rowWrites = chosen(plan.rowWrites)

  const undo: Undo[] = []
  try {
    progress({ phase: 'uploading', done: 0, total: imageWrites.length })
    await mapInParallel(
      imageWrites,
      UPLOADS_AT_ONCE,
      async (write) => {
        const { bucket, path, bytes } = write.image
        const previous = write.replaces ? await backend.downloadImage(bucket, path) : null
        undo.push({ write, previous })
        await backend.uploadImage(bucket, path, bytes, write.type)
      },
      (done) => {
        progress({ phase: 'uploading', done, total: imageWrites.length })
      },
    )
    const rows = await writeRows(backend, rowWrites, progress)
    return { rows, images: imageWrites.length }
  } catch (error) {
    const notRestored = await undoImages(backend, undo)
    const reason = error instanceof Error ? error.message : String(error)
    throw new ArchiveError(
      `The restore failed, and no content was changed: ${reason}`,
      notRestored.map((path) => `The image ${path} could not be put back as it was`),
    )
  }
}

async function writeRows(
  backend: ArchiveBackend,
  writes: readonly RowWrite[],
  progress: ArchiveProgress,
): Promise<Record<string, number>> {
  if (writes.length === 0) return {}
  const uploadId = crypto.randomUUID()
  const staged = parts(writes)
  for (const [part, { table, writes: partWrites }] of staged.entries()) {
    progress({ phase: 'saving', done: part, total: staged.length + 1 })
    await backend.stagePart({
      uploadId,
      part,
      table: table.name,
      payload: {
        rows: partWrites.map((write) => toJson(write.row)),
        // A history's rows are only added: there is no earlier copy to have changed.
        versions: table.history
          ? []
          : partWrites.map((write) => ({ id: valueText(write.row.id), version: write.version })),
      },
    })
  }
  progress({ phase: 'saving', done: staged.length, total: staged.length + 1 })
  const written = await backend.applyUpload(uploadId, staged.length)
  progress({ phase: 'saving', done: staged.length + 1, total: staged.length + 1 })
  return written
}

/** Removes the images a failed restore added and puts back those it replaced; the paths it could not. */
async function undoImages(backend: ArchiveBackend, undo: readonly Undo[]): Promise<string[]> {
  const failed: string[] = []
  for (const { write, previous } of undo) {
    const { bucket, path } = write.image
    try {
      if (previous) {
        await backend.uploadImage(bucket, path, previous, imageType(previous) ?? write.type)
      } else await backend.removeImages(bucket, [path])
    } catch {
      failed.push(`${bucket}/${path}`)
    }
  }
  return failed
}
