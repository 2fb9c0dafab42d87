import type { ArchiveNote } from './notes.ts'
import type { ArchiveTableName } from './tables.ts'

/** A row the dry run names: its id, and its title (or what names a row of its table). */
export interface RowRef {
  id: string
  name: string
  /** What names the backend's copy that a write replaces, when there is one. */
  current?: string
}

/**
 * Why a row is not simply written:
 * - newer: the backend's copy changed after the archive's; written only when the owner says so;
 * - taken: its slug (or other unique value) belongs to another row; never written;
 * - missing-reference: it points at a row that neither exists nor is restored; never written.
 */
export type ConflictReason = 'newer' | 'taken' | 'missing-reference'

export interface RowConflict extends RowRef {
  reason: ConflictReason
  message: string
}

export interface TableReport {
  table: ArchiveTableName
  label: string
  created: RowRef[]
  updated: RowRef[]
  /** Rows the backend already has as the archive has them: left alone. */
  unchanged: number
  conflicts: RowConflict[]
  /** Rows only the backend has: a restore leaves them as they are. */
  onlyInBackend: number
}

/** A table's report before any of the archive's rows is planned. */
export function emptyTableReport(
  table: { name: ArchiveTableName; label: string },
  onlyInBackend: number,
): TableReport {
  return {
    table: table.name,
    label: table.label,
    created: [],
    updated: [],
    unchanged: 0,
    conflicts: [],
    onlyInBackend,
  }
}

export interface ImageReport {
  /** `{bucket}/{path}` of each image. */
  created: string[]
  updated: string[]
  unchanged: number
  /** Images changed in the backend since the archive was made. */
  conflicts: string[]
}

/** What a restore or import would do: the dry run the owner confirms. */
export interface RestoreReport {
  tables: TableReport[]
  images: ImageReport
  notes: readonly ArchiveNote[]
}
