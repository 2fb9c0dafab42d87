import type { FuzzAnswer, FuzzRequest } from './request.ts'

/**
 * What every answer of the API must look like, whatever it was sent: never a server error,
 * never internals such as stack frames or source paths, and errors in the JSON shape the
 * supabase-js client of that service reads.
 */

export type ServiceName = 'rest' | 'auth' | 'storage' | 'functions'

type Body = Record<string, unknown>
type Shape = (body: Body) => boolean

const isString = (value: unknown): value is string => typeof value === 'string'
const isNullableString = (value: unknown) => value === null || isString(value)

/** The API gateway's own refusals (no or invalid API key, no route, body too large): Kong's shape. */
const gateway: Shape = (body) =>
  isString(body.message) && Object.keys(body).every((key) => key === 'message' || key === 'hint')

/** PostgREST: what postgrest-js turns into a PostgrestError. */
const postgrest: Shape = (body) =>
  isString(body.code) &&
  isString(body.message) &&
  isNullableString(body.details) &&
  isNullableString(body.hint)

/**
 * Supabase Auth: `{code: <error code>, message}` to clients of API version 2024-01-01 and later
 * (auth-js reads `code`), `{code: <status>, error_code, msg}` to any other.
 */
const gotrue: Shape = (body) => isString(body.code) && isString(body.message)
const gotrueLegacy: Shape = (body) =>
  typeof body.code === 'number' && isString(body.error_code) && isString(body.msg)

/** Supabase Storage: storage-js reads `statusCode`, `error` and `message`. */
const storage: Shape = (body) =>
  isString(body.statusCode) && isString(body.error) && isString(body.message)

/** The Edge Functions' own answers, the runtime's `verify_jwt` refusal, and an unknown function. */
const functionAnswer: Shape = (body) => isString(body.error)
const functionsJwtCheck: Shape = (body) => isString(body.msg)
const functionsPlatform: Shape = (body) => isString(body.code) && isString(body.message)

const ERROR_SHAPES: Record<ServiceName, Shape[]> = {
  rest: [postgrest, gateway],
  auth: [gotrue, gotrueLegacy, gateway],
  storage: [storage, gateway],
  functions: [functionAnswer, functionsJwtCheck, functionsPlatform, gateway],
}

/** Marks of internals: stack frames, source and dependency paths, the checkout's location. */
const INTERNALS = [
  /\n\s+at\s/,
  /\bat \S+ \((?:file:|node:|\/)/,
  /\.(?:ts|js|mjs|cjs):\d+:\d+/,
  /node:internal/,
  /\/supabase\/(?:local|functions)\//,
  /\/node_modules\//,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
]

/** Statuses a redirect-free client may see besides 2xx and 4xx: link redirects and Not Modified. */
const ALLOWED_REDIRECTS = [303, 304]

/** Node's HTTP server refuses a request head over 16 KB itself, bodiless, before any service. */
const HEADERS_TOO_LARGE = 431

/** What is wrong with this answer, or null when it is a proper one. */
export function answerProblem(
  service: ServiceName,
  request: FuzzRequest,
  answer: FuzzAnswer,
): string | null {
  const { status } = answer
  if (status >= 500) return `server error ${status}: ${answer.text.slice(0, 500)}`
  const successful = status >= 200 && status < 300
  if (!successful && status < 400 && !ALLOWED_REDIRECTS.includes(status)) {
    return `unexpected status ${status}`
  }
  const leak = INTERNALS.find((pattern) => pattern.test(answer.text))
  if (leak) return `answer shows internals (${String(leak)}): ${answer.text.slice(0, 500)}`
  if (status < 400 || request.method === 'HEAD') return null
  if (status === HEADERS_TOO_LARGE && answer.text === '') return null

  if (!answer.contentType.includes('application/json')) {
    return `error ${status} is ${answer.contentType || 'untyped'}, not JSON: ${answer.text.slice(0, 200)}`
  }
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    return `error ${status} is not valid JSON: ${answer.text.slice(0, 200)}`
  }
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    ERROR_SHAPES[service].some((shape) => shape(body as Body))
  return shaped
    ? null
    : `error ${status} has no ${service} error shape: ${answer.text.slice(0, 300)}`
}
