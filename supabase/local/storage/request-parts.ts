import { type JsonObject, isJsonObject, readJsonBody } from '../http/json-body.ts'
import { type ApiRequest, header } from '../http/types.ts'
import { invalidRequest } from './errors.ts'
import { parseMultipart } from './multipart.ts'

/** What a Storage request carries, read and checked: the upload, the object name, JSON options. */

/** The bytes and cache lifetime of an upload: multipart (Blob/File bodies) or the raw body. */
export function readUpload(request: ApiRequest): { bytes: Uint8Array; cacheControl: string } {
  const contentType = header(request, 'content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data')) {
    const maxAge = /max-age=(\d+)/.exec(header(request, 'cache-control') ?? '')?.[1]
    return { bytes: request.body, cacheControl: maxAge ?? '3600' }
  }
  const parts = parseMultipart(request.body, contentType)
  if (!parts) throw invalidRequest('The multipart body could not be read')
  // storage-js sends the file under an empty field name; take the first file whatever its name.
  const file = parts.find((part) => part.filename !== null)
  if (!file) throw invalidRequest('No file was sent')
  const cacheControl = parts.find((part) => part.name === 'cacheControl')?.data.toString() ?? ''
  return { bytes: file.data, cacheControl: /^\d+$/.test(cacheControl) ? cacheControl : '3600' }
}

/** Object names are `/`-separated segments; none may be empty, `.` or `..`, or hold control characters. */
export function objectName(segments: string[]): string {
  const name = segments.join('/')
  const valid =
    segments.length > 0 &&
    segments.every((segment) => segment !== '.' && segment !== '..') &&
    name.length <= 1024 &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(name)
  if (!valid) throw invalidRequest(`Invalid object name "${name}"`)
  return name
}

/** The body as a JSON object; an empty body is an empty object. */
export function jsonObject(request: ApiRequest): JsonObject {
  const body = readJsonBody(request)
  if (body.kind === 'empty') return {}
  if (body.kind === 'json' && isJsonObject(body.value)) return body.value
  throw invalidRequest('The body must be a JSON object')
}

export function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? Math.min(value, 1000)
    : fallback
}
