import type { ArchiveBackend, StoredImage } from '../../shared/backend/archiveBackend.ts'
import { type Archive, IMAGE_BUCKETS, imagePath } from './archive.ts'
import { ArchiveError, notTheOwner } from './ArchiveError.ts'
import { type ArchiveRow, timeValue, valueText } from './columns.ts'
import { imageBases } from './exportArchive.ts'
import { planHistory } from './historyPlan.ts'
import { imageType } from './imageType.ts'
import { asMailed } from './mailedPosts.ts'
import type { ArchiveNote } from './notes.ts'
import type { ArchiveProgress } from './progress.ts'
import {
  type ImageReport,
  type RestoreReport,
  type RowRef,
  type TableReport,
  emptyTableReport,
} from './restoreReport.ts'
import type { ImageWrite, RowWrite } from './restoreWrites.ts'
import { isRecord, restoreRows, sameContent } from './rows.ts'
import { fromArchiveLinks, mapLinks } from './storageLinks.ts'
import { ARCHIVE_TABLES, type ArchiveTable } from './tables.ts'
import { writableImages } from './writableImages.ts'

/** A dry run and the writes it stands for: what applyRestore carries out. */
export interface RestorePlan {
  report: RestoreReport
  rowWrites: readonly RowWrite[]
  imageWrites: readonly ImageWrite[]
}

export interface PlanOptions {
  /** Restore the archive's enquiries and subscribers too (when it has them); on unless false. */
  personalData?: boolean
  /** Notes of the archive's reading or of an import, shown with the dry run. */
  notes?: readonly ArchiveNote[]
  /**
   * An import: an image already stored at a path is never replaced unasked; the dry run names
   * it among the changed ones, written only with the owner's say (as a newer copy is).
   */
  keepStoredImages?: boolean
  onProgress?: ArchiveProgress
}

/** Whether an archive holds enquiries or subscribers (only when they were chosen at export). */
export function holdsPersonalData(archive: Archive): boolean {
  return ARCHIVE_TABLES.some((table) => table.personal && archive.tables[table.name] !== undefined)
}

const text = (row: ArchiveRow, column: string) => valueText(row[column])

/** Reads the backend's rows of a table through the same restore step as an archive's. */
async function currentRows(
  backend: ArchiveBackend,
  table: ArchiveTable,
  now: string,
): Promise<ArchiveRow[]> {
  const raw = await backend.readRows(table.name, Object.keys(table.columns))
  const { rows, problems } = restoreRows(table, raw, table.name, now)
  if (problems.length > 0) {
    throw new ArchiveError(`${table.label} could not be read from the backend:`, problems)
  }
  return rows.map((row) => asMailed(table, row))
}

/**
 * Compares an archive with what the backend holds and decides, row by row and image by image,
 * what a restore would create, update, leave alone, or not write because of a conflict.
 * Reads only: nothing is written until applyRestore.
 */
export async function planRestore(
  backend: ArchiveBackend,
  archive: Archive,
  options: PlanOptions = {},
): Promise<RestorePlan> {
  if (!(await backend.canArchive())) throw notTheOwner()
  const progress = options.onProgress ?? (() => undefined)
  const bases = imageBases(backend)
  const tables = ARCHIVE_TABLES.filter(
    (table) =>
      archive.tables[table.name] !== undefined &&
      (options.personalData !== false || !table.personal),
  )
  const now = new Date().toISOString()
  /** Ids each table will hold after the restore, for references. */
  const idsAfter = new Map<string, Set<string>>()
  const reports: TableReport[] = []
  const rowWrites: RowWrite[] = []

  for (const [index, table] of tables.entries()) {
    progress({ phase: 'reading', done: index, total: tables.length + 1 })
    // A table referred to but not in the archive: its rows stay as the backend has them.
    for (const { table: referred } of table.references) {
      if (idsAfter.has(referred)) continue
      const rows = await backend.readRows(referred, ['id'])
      idsAfter.set(
        referred,
        new Set(rows.flatMap((row) => (isRecord(row) ? [String(row.id)] : []))),
      )
    }
    const current = await currentRows(backend, table, now)
    const incoming = (archive.tables[table.name] ?? []).map((row) =>
      asMailed(
        table,
        mapLinks(table, row, (value, kind) => fromArchiveLinks(value, kind, bases)),
      ),
    )
    if (table.history) {
      const history = planHistory(table, current, incoming)
      reports.push(history.report)
      rowWrites.push(...history.writes)
      continue
    }
    const byId = new Map(current.map((row) => [text(row, 'id'), row]))
    const incomingById = new Map(incoming.map((row) => [text(row, 'id'), row]))
    const holders = holdersOf(table, current)
    const ids = new Set(byId.keys())
    idsAfter.set(table.name, ids)
    const report = emptyTableReport(
      table,
      current.filter((row) => !incomingById.has(text(row, 'id'))).length,
    )

    for (const row of incoming) {
      const id = text(row, 'id')
      const ref: RowRef = { id, name: text(row, table.nameColumn) }
      const existing = byId.get(id)
      if (existing && sameContent(table, existing, row)) {
        report.unchanged++
        continue
      }
      const blocked =
        takenValue(table, row, holders, incomingById) ?? missingReference(table, row, idsAfter)
      if (blocked) {
        report.conflicts.push({ ...ref, ...blocked })
        continue
      }
      const version = existing ? text(existing, table.versionColumn) : null
      const newer =
        version !== null && timeValue(version) > timeValue(text(row, table.versionColumn))
      if (newer) {
        report.conflicts.push({
          ...ref,
          reason: 'newer',
          message: `The backend’s copy changed at ${version}, after the archive’s copy.`,
        })
      } else if (existing)
        report.updated.push({ ...ref, current: text(existing, table.nameColumn) })
      else {
        report.created.push(ref)
        ids.add(id)
      }
      rowWrites.push({ table, row, version, overwritesNewer: newer })
    }
    reports.push(report)
  }

  progress({ phase: 'reading', done: tables.length, total: tables.length + 1 })
  const images = await planImages(backend, archive, options.keepStoredImages === true)
  progress({ phase: 'reading', done: tables.length + 1, total: tables.length + 1 })
  return {
    report: {
      tables: reports,
      images: images.report,
      notes: [...(options.notes ?? []), ...images.notes],
    },
    rowWrites,
    imageWrites: images.writes,
  }
}

/** For each unique column of a table, the backend row that holds each value. */
function holdersOf(table: ArchiveTable, rows: readonly ArchiveRow[]) {
  return table.unique.map(
    (column) => [column, new Map(rows.map((row) => [row[column] ?? null, row]))] as const,
  )
}

/** A unique value of the row that another backend row keeps, which the restore cannot write. */
function takenValue(
  table: ArchiveTable,
  row: ArchiveRow,
  holders: ReturnType<typeof holdersOf>,
  incomingById: ReadonlyMap<string, ArchiveRow>,
): { reason: 'taken'; message: string } | null {
  for (const [column, byValue] of holders) {
    const value = row[column] ?? null
    const holder = byValue.get(value)
    if (!holder || holder.id === row.id) continue
    // The holder gives the value up in this same restore: no clash.
    const moving = incomingById.get(text(holder, 'id'))
    if (moving && moving[column] !== value) continue
    return {
      reason: 'taken',
      message: `Its ${column} “${valueText(value)}” belongs to “${text(holder, table.nameColumn)}” in the backend.`,
    }
  }
  return null
}

function missingReference(
  table: ArchiveTable,
  row: ArchiveRow,
  idsAfter: ReadonlyMap<string, ReadonlySet<string>>,
): { reason: 'missing-reference'; message: string } | null {
  for (const reference of table.references) {
    const target = row[reference.column]
    if (typeof target === 'string' && !idsAfter.get(reference.table)?.has(target)) {
      return {
        reason: 'missing-reference',
        message: `It points at a row of ${reference.table} that is neither in the backend nor restored.`,
      }
    }
  }
  return null
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

async function planImages(
  backend: ArchiveBackend,
  archive: Archive,
  keepStored: boolean,
): Promise<{ report: ImageReport; writes: ImageWrite[]; notes: ArchiveNote[] }> {
  const report: ImageReport = { created: [], updated: [], unchanged: 0, conflicts: [] }
  const writes: ImageWrite[] = []
  const { writable, notes } = writableImages(archive.images)
  if (writable.length === 0) return { report, writes, notes }
  const stored = new Map<string, StoredImage>()
  for (const bucket of IMAGE_BUCKETS) {
    if (!writable.some((image) => image.bucket === bucket)) continue
    for (const image of await backend.listImages(bucket)) stored.set(imagePath(image), image)
  }
  const archiveTime = timeValue(archive.manifest.exportedAt)
  const unreadable: string[] = []
  for (const image of writable) {
    const key = `${image.bucket}/${image.path}`
    const type = imageType(image.bytes)
    if (!type) {
      unreadable.push(key)
      continue
    }
    const existing = stored.get(imagePath(image))
    if (!existing) {
      report.created.push(key)
      writes.push({ image, type, replaces: false, overwritesNewer: false })
      continue
    }
    const same =
      existing.size === image.bytes.length &&
      sameBytes(await backend.downloadImage(image.bucket, image.path), image.bytes)
    if (same) {
      report.unchanged++
      continue
    }
    const newer =
      keepStored || (existing.updatedAt !== null && timeValue(existing.updatedAt) > archiveTime)
    if (newer) report.conflicts.push(key)
    else report.updated.push(key)
    writes.push({ image, type, replaces: true, overwritesNewer: newer })
  }
  if (unreadable.length > 0) {
    throw new ArchiveError(
      'These files are not images the site stores (PNG, JPEG, GIF, WebP or AVIF):',
      unreadable,
    )
  }
  return { report, writes, notes }
}
