import { type ApiRequest, type ApiResponse, header, jsonResponse } from '../http/types.ts'

/** The API version supabase-js asks for; answering in it lets auth-js read error codes. */
export const AUTH_API_VERSION = '2024-01-01'

/**
 * An Auth error, answered as Supabase Auth answers it: to a client that asks for API version
 * 2024-01-01 or later (supabase-js does) as `{code: <error code>, message}` with the version
 * echoed back; to any other client in the initial shape `{code: <status>, error_code, msg}`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toResponse(request: ApiRequest): ApiResponse {
    if (asksForCurrentApi(request)) {
      return jsonResponse(
        this.status,
        { code: this.code, message: this.message, ...this.extra },
        { ...this.headers, 'X-Supabase-Api-Version': AUTH_API_VERSION },
      )
    }
    return jsonResponse(
      this.status,
      { code: this.status, error_code: this.code, msg: this.message, ...this.extra },
      this.headers,
    )
  }
}

/** Whether the request names a valid API version from 2024-01-01 on, as Supabase Auth reads it. */
function asksForCurrentApi(request: ApiRequest): boolean {
  const version = header(request, 'x-supabase-api-version')?.trim() ?? ''
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(version) &&
    !Number.isNaN(Date.parse(version)) &&
    version >= AUTH_API_VERSION
  )
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials')

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message)

export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')

export const badJwt = (message: string) => new AuthError(403, 'bad_jwt', message)

/** A request outside the product's contract (supabase/local/contract.ts): refused, naming it. */
export const notSupported = (request: string) =>
  new AuthError(404, 'not_found', `${request} is outside the local backend's contract`)

/** Refused because of earlier failures; Retry-After says when the next attempt is taken. */
export function tooManyFailedAttempts(waitMs: number): AuthError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  const minutes = Math.ceil(seconds / 60)
  return new AuthError(
    429,
    'over_request_rate_limit',
    `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {},
    { 'Retry-After': String(seconds) },
  )
}

export const passwordTooShort = (minimumLength: number) =>
  weakPassword('length', `Password should be at least ${minimumLength} characters.`)

/**
 * A password past bcrypt's 72 bytes, which would be checked only in part: Supabase Auth refuses
 * it with a validation error.
 */
export const passwordTooLong = (maximumBytes: number) =>
  validationFailed(`Password cannot be longer than ${maximumBytes} bytes.`)

/** A password found in known data breaches, with Supabase Auth's reason and message. */
export const passwordLeaked = () =>
  weakPassword(
    'pwned',
    'Password is known to be weak and easy to guess, please choose a different one.',
  )

function weakPassword(reason: 'length' | 'pwned', message: string): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons: [reason] } })
}
