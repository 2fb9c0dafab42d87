import { type ApiResponse, jsonResponse } from '../http/types.ts'

/** The API version supabase-js sends; answering with it lets auth-js read error codes. */
export const AUTH_API_VERSION = '2024-01-01'

/** An Auth error in Supabase Auth's 2024-01-01 shape, with the legacy fields alongside. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }

  toResponse(): ApiResponse {
    return jsonResponse(
      this.status,
      {
        code: this.code,
        error_code: this.code,
        message: this.message,
        msg: this.message,
        ...this.extra,
      },
      { 'X-Supabase-Api-Version': AUTH_API_VERSION },
    )
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials')

export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message)

export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')

export const badJwt = (message: string) => new AuthError(403, 'bad_jwt', message)

export function weakPassword(minimumLength: number): AuthError {
  return new AuthError(
    422,
    'weak_password',
    `Password should be at least ${minimumLength} characters.`,
    {
      weak_password: { reasons: ['length'] },
    },
  )
}
