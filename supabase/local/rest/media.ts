import { RestError } from './errors.ts'
import { quoteIdentifier } from './sql.ts'

/**
 * Content negotiation as PostgREST does it: the Accept header's media types in order of their
 * `q` weights, the first one available wins, none available is PGRST107 (406). Available:
 * JSON (plain, singular object, null-stripped) and CSV. GeoJSON needs PostGIS and execution
 * plans are disabled on hosted Supabase, so both are refused here too.
 */
export type MediaType =
  { kind: 'json'; stripNulls: boolean } | { kind: 'object'; stripNulls: boolean } | { kind: 'csv' }

export function negotiate(accept: string | undefined): MediaType {
  const requested = acceptedTypes(accept ?? '*/*')
  for (const entry of requested) {
    const media = available(entry)
    if (media) return media
  }
  const geo = requested.some((entry) => entry.type === 'application/geo+json')
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${requested.map((entry) => entry.raw).join(', ')}`,
    geo ? 'GeoJSON responses need PostGIS, which the local backend does not have' : null,
  )
}

export function contentType(media: MediaType): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8'
  if (media.kind === 'object') {
    return `application/vnd.pgrst.object+json${media.stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`
  }
  return media.stripNulls
    ? 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8'
    : 'application/json; charset=utf-8'
}

interface Accepted {
  raw: string
  type: string
  params: Map<string, string>
}

function acceptedTypes(header: string): Accepted[] {
  return header
    .split(',')
    .map((part, index) => {
      const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim())
      const params = new Map(
        parameters.map((parameter) => {
          const equals = parameter.indexOf('=')
          return [
            parameter
              .slice(0, equals < 0 ? undefined : equals)
              .trim()
              .toLowerCase(),
            equals < 0
              ? ''
              : parameter
                  .slice(equals + 1)
                  .trim()
                  .replace(/^"(.*)"$/, '$1'),
          ] as const
        }),
      )
      const weight = Number(params.get('q') ?? '1')
      params.delete('q')
      const raw = [type, ...[...params].map(([name, value]) => `${name}=${value}`)].join(';')
      return {
        raw,
        type: type.toLowerCase(),
        params,
        weight: Number.isNaN(weight) ? 1 : weight,
        index,
      }
    })
    .filter((entry) => entry.type !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
}

function available(entry: Accepted): MediaType | null {
  const stripNulls = entry.params.get('nulls') === 'stripped'
  switch (entry.type) {
    case '*/*':
    case 'application/json':
      return { kind: 'json', stripNulls: false }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls }
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return { kind: 'json', stripNulls }
    case 'text/csv':
      return { kind: 'csv' }
    default:
      return null
  }
}

/**
 * The SQL that turns the rows of `_r` into the response body, as text. A scalar function's
 * result is its value (or an array of them), not rows.
 */
export function bodySql(
  media: MediaType,
  scalar: { column: string; set: boolean } | null,
  single: boolean,
): string {
  if (media.kind === 'csv') {
    return `coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`
  }
  const row = scalar
    ? `_r.${quoteIdentifier(scalar.column)}`
    : media.stripNulls
      ? 'json_strip_nulls(row_to_json(_r))'
      : '_r'
  if (media.kind === 'object') return `(json_agg(${row}) -> 0)::text`
  // A function returning one row or value answers it, or null when the filters removed it.
  if (single) return `coalesce((json_agg(${row}) -> 0)::text, 'null')`
  return `coalesce(json_agg(${row}), '[]')::text`
}
