import type { ArchiveNote } from './notes.ts'
import type { RestoreReport, RowConflict, TableReport } from './restoreReport.ts'

/** How each kind of note is headed in a dry run, on the screen and in the terminal. */
export const NOTE_LABELS: Record<ArchiveNote['kind'], string> = {
  'remote-image': 'Images only on the web (linked, not copied)',
  fetched: 'Images copied from the web',
  'missing-image': 'Images not found among the files given',
  renamed: 'New addresses',
  changed: 'Changed on the way in',
  draft: 'Kept as drafts (not public where they came from)',
  scheduled: 'Scheduled (to be published at the time their source set)',
  skipped: 'Not imported',
  'not-redirected': 'Old addresses not redirected',
  links: 'Links to the old site',
  template: 'Template tags and shortcodes (imported as written)',
  'left-out': 'Left out',
}

/** The rows that conflict only because the backend's copy is newer (written when chosen). */
export const newerConflicts = (table: TableReport) =>
  table.conflicts.filter((row) => row.reason === 'newer')

/** Whether anything in the backend changed after the archive was made. */
export function hasNewerCopies(report: RestoreReport): boolean {
  return (
    report.images.conflicts.length > 0 ||
    report.tables.some((table) => newerConflicts(table).length > 0)
  )
}

/** How many rows and images the restore writes, with or without the newer copies. */
export function writesOf(report: RestoreReport, overwriteNewer: boolean): number {
  const newer = (table: TableReport) => (overwriteNewer ? newerConflicts(table).length : 0)
  return (
    report.tables.reduce(
      (sum, table) => sum + table.created.length + table.updated.length + newer(table),
      0,
    ) +
    report.images.created.length +
    report.images.updated.length +
    (overwriteNewer ? report.images.conflicts.length : 0)
  )
}

/** The rows a restore leaves out: those in conflict, and the newer copies unless replaced. */
export function rowsNotWritten(report: RestoreReport, overwriteNewer: boolean): RowConflict[] {
  return report.tables.flatMap((table) =>
    table.conflicts.filter((row) => row.reason !== 'newer' || !overwriteNewer),
  )
}
