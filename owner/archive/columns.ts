import { type ImageVariants, readImageVariants } from '../../shared/domain/imageVariants.ts'

/** A value in an archive's table: JSON as the Data API gives it. */
export type ArchiveValue = string | number | boolean | null | readonly string[] | ImageVariants

/** A row as an archive holds it: every column of its table, in the table's column order. */
export type ArchiveRow = Readonly<Record<string, ArchiveValue>>

/** `image-variants`: what was made of an image (jsonb), as shared/domain/imageVariants.ts reads it. */
export type ColumnKind =
  'uuid' | 'text' | 'texts' | 'boolean' | 'integer' | 'timestamp' | 'date' | 'image-variants'

/** A row without a time of its own gets the time its archive was made. */
export const ARCHIVE_TIME = Symbol('the time the archive was made')

export interface ColumnSpec {
  kind: ColumnKind
  /** Whether null is a value of the column (and, without a fallback, what a missing one gets). */
  nullable?: boolean
  /** What a row without this column gets; a required column without one is a problem. */
  fallback?: ArchiveValue | typeof ARCHIVE_TIME
  /** Holds a web address (url) or post HTML (html) that may point into Storage. */
  links?: 'url' | 'html'
}

export type ValueCheck = { ok: true; value: ArchiveValue } | { ok: false; problem: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// A time with its zone, as PostgreSQL and the Data API write it.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const INT4 = 2 ** 31

const isText = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('\u0000')

/** The millisecond a time stands for (what every client reads back), or NaN. */
export function timeValue(text: string): number {
  const iso = text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
  return Date.parse(iso)
}

/** Checks a value read from an archive against its column; never converts one kind to another. */
export function checkValue(spec: ColumnSpec, value: unknown): ValueCheck {
  if (value === null) {
    return spec.nullable ? { ok: true, value: null } : { ok: false, problem: 'may not be empty' }
  }
  switch (spec.kind) {
    case 'uuid':
      return typeof value === 'string' && UUID.test(value)
        ? { ok: true, value }
        : { ok: false, problem: 'is not an id (a UUID)' }
    case 'text':
      return isText(value) ? { ok: true, value } : { ok: false, problem: 'is not text' }
    case 'texts':
      return Array.isArray(value) && value.every(isText)
        ? { ok: true, value: [...value] }
        : { ok: false, problem: 'is not a list of texts' }
    case 'boolean':
      return typeof value === 'boolean'
        ? { ok: true, value }
        : { ok: false, problem: 'is not true or false' }
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < INT4
        ? { ok: true, value }
        : { ok: false, problem: 'is not a whole number' }
    case 'timestamp':
      return typeof value === 'string' && TIMESTAMP.test(value) && !isNaN(timeValue(value))
        ? { ok: true, value }
        : { ok: false, problem: 'is not a date and time with its time zone' }
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !isNaN(Date.parse(value))
        ? { ok: true, value }
        : { ok: false, problem: 'is not a date (YYYY-MM-DD)' }
    case 'image-variants': {
      const variants = readImageVariants(value)
      return variants
        ? { ok: true, value: variants }
        : {
            ok: false,
            problem: 'is not a record of image sizes (width, height, widths, format, share)',
          }
    }
  }
}

/** Whether two values of a column are the same: times to the millisecond, lists item by item. */
export function sameValue(spec: ColumnSpec, a: ArchiveValue, b: ArchiveValue): boolean {
  if (a === null || b === null) return a === b
  if (spec.kind === 'timestamp' && typeof a === 'string' && typeof b === 'string') {
    return timeValue(a) === timeValue(b)
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index])
  }
  // Variants are read into one key order, so their JSON is the same when they are.
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b)
  return a === b
}

/** A value as text: itself when it is text, its JSON otherwise (where a row is named or keyed). */
export function valueText(value: ArchiveValue | undefined): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null)
}
