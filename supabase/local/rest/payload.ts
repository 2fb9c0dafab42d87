import { isJsonObject, readJsonBody } from '../http/json-body.ts'
import { type ApiRequest, header } from '../http/types.ts'
import { RestError } from './errors.ts'

/**
 * A write's body as PostgREST takes it: JSON (one object, or an array of objects that all have
 * the same keys), CSV with a header line, or a form. What PostgreSQL receives is JSON text.
 */
export interface Payload {
  /** JSON text: an object or an array of objects. */
  json: string
  /** The keys the rows carry (with `columns`, that list instead). */
  keys: string[]
}

export type BodyType = 'json' | 'csv' | 'form' | 'text' | 'xml' | 'binary' | 'other'

export function bodyType(request: ApiRequest): { type: BodyType; mime: string } {
  const mime =
    (header(request, 'content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ??
    ''
  const types: Record<string, BodyType> = {
    'application/json': 'json',
    'text/csv': 'csv',
    'application/x-www-form-urlencoded': 'form',
    'text/plain': 'text',
    'text/xml': 'xml',
    'application/octet-stream': 'binary',
  }
  return { type: types[mime] ?? 'other', mime }
}

export function invalidBody(message: string): RestError {
  return new RestError(400, 'PGRST102', message)
}

/** The rows of a POST, PATCH or PUT to a table. */
export function tablePayload(request: ApiRequest, columns: string[] | null): Payload {
  const { type, mime } = bodyType(request)
  if (type === 'json') {
    // With `columns` the body goes to PostgreSQL as it is, which reports any JSON error itself.
    if (columns) return { json: request.body.toString('utf8'), keys: columns }
    const body = readJsonBody(request)
    if (body.kind !== 'json') throw invalidBody('Empty or invalid json')
    return jsonRows(body.value, request.body.toString('utf8'))
  }
  if (type === 'csv') return csvRows(request.body.toString('utf8'), columns)
  if (type === 'form') {
    const row = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')))
    return { json: JSON.stringify(row), keys: columns ?? Object.keys(row) }
  }
  throw invalidBody(`Content-Type not acceptable: ${mime}`)
}

/** The rows as sent (PostgreSQL reads them; re-serialising deep values could overflow the stack). */
function jsonRows(value: unknown, text: string): Payload {
  if (isJsonObject(value)) return { json: text, keys: Object.keys(value) }
  if (!Array.isArray(value)) return { json: '[]', keys: [] }
  const [first] = value as unknown[]
  if (first === undefined) return { json: '[]', keys: [] }
  if (!isJsonObject(first)) throw invalidBody('All object keys must match')
  const keys = Object.keys(first)
  const uniform = (value as unknown[]).every(
    (row) =>
      isJsonObject(row) &&
      Object.keys(row).length === keys.length &&
      keys.every((key) => Object.hasOwn(row, key)),
  )
  if (!uniform) throw invalidBody('All object keys must match')
  return { json: text, keys }
}

/** CSV (RFC 4180) with a header line; `NULL` is SQL null, an empty field an empty string. */
function csvRows(text: string, columns: string[] | null): Payload {
  const [names, ...lines] = parseCsv(text)
  if (!names) throw invalidBody('parse error: the CSV body has no header line')
  if (lines.some((line) => line.length !== names.length)) {
    throw invalidBody('All lines must have same number of fields')
  }
  const rows = lines.map((line) =>
    Object.fromEntries(
      names.map((name, index) => [name, line[index] === 'NULL' ? null : line[index]]),
    ),
  )
  return { json: JSON.stringify(rows), keys: columns ?? names }
}

function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  let index = 0
  const endField = () => {
    record.push(field)
    field = ''
  }
  while (index < text.length) {
    const char = text.charAt(index)
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        field += '"'
        index++
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"' && field === '') {
      quoted = true
    } else if (char === ',') {
      endField()
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(index + 1) === '\n') index++
      endField()
      records.push(record)
      record = []
    } else {
      field += char
    }
    index++
  }
  if (field !== '' || record.length > 0) {
    endField()
    records.push(record)
  }
  if (quoted) throw invalidBody('parse error: unterminated quoted field in the CSV body')
  return records
}
