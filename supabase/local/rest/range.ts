import { RestError } from './errors.ts'

/**
 * Which rows a read returns: `limit`/`offset` intersected with a `Range: first-last` header
 * (GET only), capped at `max_rows`; and how the answer reports them (status and Content-Range),
 * as PostgREST's range logic has it.
 */
export interface RowRange {
  offset: number
  /** Null: no limit. */
  limit: number | null
}

export function requestedRange(
  query: { limit: number | null; offset: number | null } | undefined,
  rangeHeader: string | undefined,
  maxRows: number,
): RowRange {
  const offset = query?.offset ?? 0
  const queryLimit = query?.limit ?? null
  if (queryLimit === 0) return { offset, limit: 0 }
  let lower = offset
  let upper = queryLimit === null ? Infinity : offset + queryLimit - 1
  const header = /^(\d+)-(\d*)$/.exec(rangeHeader ?? '')
  let headerEmpty = false
  if (header) {
    const headerLower = Number(header[1])
    const headerUpper = header[2] ? Number(header[2]) : Infinity
    headerEmpty = headerUpper < headerLower
    lower = Math.max(lower, headerLower)
    upper = Math.min(upper, headerUpper)
  }
  if (upper < lower) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      headerEmpty
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    )
  }
  const limit = Math.min(upper - lower + 1, maxRows)
  return { offset: lower, limit: Number.isFinite(limit) ? limit : null }
}

/** 200, 206 when the page holds fewer rows than the total, 416 when the offset is past it. */
export function rangeStatus(range: RowRange, pageCount: number, total: number | null): number {
  if (total === null) return 200
  if (range.offset > total) return 416
  return pageCount < total ? 206 : 200
}

export function contentRange(offset: number, pageCount: number, total: number | null): string {
  const upper = offset + pageCount - 1
  const totalText = total === null ? '*' : String(total)
  return total !== 0 && offset <= upper ? `${offset}-${upper}/${totalText}` : `*/${totalText}`
}

export function outOfRange(offset: number, total: number): RestError {
  return new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  )
}
