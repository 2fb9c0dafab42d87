import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type FileCheck, type Manifest } from './archive.ts'
import { ArchiveError } from './ArchiveError.ts'
import { checkValue } from './columns.ts'
import { isRecord } from './rows.ts'
import { isArchiveTableName } from './tables.ts'
import { isSafeRelativePath } from './zip.ts'

export interface RestoredManifest {
  manifest: Manifest
  /** Tables the manifest counts that this version does not know: left out of the restore. */
  unknownTables: string[]
}

const isSha256 = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * The restore step for an archive's manifest.json: checks that it is this product's archive in
 * a format version this code reads (older versions are read as they were written), fills what
 * may be missing and drops what it does not know.
 */
export function restoreManifest(raw: unknown): RestoredManifest {
  if (!isRecord(raw) || raw.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError(
      `This is not an archive of this site: its manifest.json does not say "${ARCHIVE_FORMAT}".`,
    )
  }
  const version = raw.formatVersion
  if (!isCount(version) || version === 0) {
    throw new ArchiveError('The archive’s manifest.json has no format version.')
  }
  if (version > ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError(
      `This archive is in format version ${version}, made by a newer version of the app; this one reads format versions up to ${ARCHIVE_FORMAT_VERSION}. Update the app, then restore it.`,
    )
  }

  const problems: string[] = []
  const exportedAt = checkValue({ kind: 'timestamp' }, raw.exportedAt)
  if (!exportedAt.ok) problems.push(`manifest.json: exportedAt ${exportedAt.problem}`)
  const counts = isRecord(raw.counts) ? raw.counts : {}
  const tableCounts = isRecord(counts.tables) ? counts.tables : {}
  const tables: Manifest['counts']['tables'] = {}
  const unknownTables: string[] = []
  for (const [name, count] of Object.entries(tableCounts)) {
    if (!isArchiveTableName(name)) unknownTables.push(name)
    else if (isCount(count)) tables[name] = count
    else problems.push(`manifest.json: the count of ${name} is not a whole number`)
  }
  if (!isCount(counts.images)) problems.push('manifest.json: the count of images is missing')
  const files: Record<string, FileCheck> = {}
  for (const [path, check] of Object.entries(isRecord(raw.files) ? raw.files : {})) {
    if (
      isSafeRelativePath(path) &&
      isRecord(check) &&
      isCount(check.bytes) &&
      isSha256(check.sha256)
    ) {
      files[path] = { bytes: check.bytes, sha256: check.sha256 }
    } else problems.push(`manifest.json: the entry for ${JSON.stringify(path)} is damaged`)
  }
  if (problems.length > 0) throw new ArchiveError('The archive’s manifest is damaged.', problems)

  return {
    manifest: {
      format: ARCHIVE_FORMAT,
      formatVersion: version,
      exportedAt: exportedAt.ok && typeof exportedAt.value === 'string' ? exportedAt.value : '',
      siteUrl: typeof raw.siteUrl === 'string' ? raw.siteUrl : '',
      personalData: raw.personalData === true,
      counts: { tables, images: isCount(counts.images) ? counts.images : 0 },
      files,
    },
    unknownTables,
  }
}
