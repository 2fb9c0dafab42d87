import fc from 'fast-check'
import { deeplyNested, untrustedBody } from './bodies.ts'
import type { FuzzRequest } from './request.ts'
import { fuzzText, headerText, urlPiece } from './text.ts'

/** `/auth/v1` requests: every route supabase-js calls, others it does not, and garbage fields. */

const ROUTES = [
  ['GET', '/health'],
  ['GET', '/settings'],
  ['POST', '/signup'],
  ['POST', '/token'],
  ['POST', '/logout'],
  ['GET', '/user'],
  ['PUT', '/user'],
  ['POST', '/factors'],
  ['POST', '/factors/:id/challenge'],
  ['POST', '/factors/:id/verify'],
  ['DELETE', '/factors/:id'],
  ['POST', '/admin/users'],
  ['GET', '/admin/users/:id'],
  ['DELETE', '/admin/users/:id'],
  ['POST', '/recover'],
  ['POST', '/otp'],
  ['POST', '/verify'],
  ['GET', '/authorize'],
] as const

const id = fc.oneof(fc.uuid(), urlPiece(fuzzText))

const email = fc.oneof(
  fc.emailAddress(),
  fuzzText,
  fc.constantFrom(
    'owner@example.com',
    'OWNER@EXAMPLE.COM',
    ' owner@example.com ',
    'a@b.c',
    'a\u0000@b.co',
    'a\ud800@b.co',
    `${'a'.repeat(300)}@example.com`,
  ),
)

const password = fc.oneof(
  fuzzText,
  fc.string({ minLength: 12, maxLength: 80 }),
  fc.constantFrom('a'.repeat(100_000), '\u0000'.repeat(12), '😀'.repeat(12)),
)

const anyValue = fc.oneof(
  fuzzText,
  fc.integer(),
  fc.constantFrom(null, true, [], {}, [1], { a: 1 }),
)

const field = <T>(value: fc.Arbitrary<T>) => fc.oneof({ arbitrary: value, weight: 3 }, anyValue)

const authBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  {
    arbitrary: fc
      .record(
        {
          email: field(email),
          password: field(password),
          refresh_token: field(fuzzText),
          data: field(fc.dictionary(fuzzText, fuzzText, { maxKeys: 3 })),
          user_metadata: field(fc.dictionary(fuzzText, fuzzText, { maxKeys: 3 })),
          factor_type: field(fc.constantFrom('totp', 'phone', 'webauthn')),
          friendly_name: field(fuzzText),
          issuer: field(fuzzText),
          challenge_id: field(fc.uuid()),
          code: field(fc.stringMatching(/^\d{6}$/)),
          email_confirm: field(fc.boolean()),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    weight: 6,
  },
  { arbitrary: untrustedBody, weight: 2 },
  { arbitrary: deeplyNested, weight: 1 },
)

const query = fc
  .record(
    {
      grant_type: fc.oneof(
        fc.constantFrom('password', 'refresh_token', 'pkce', 'id_token', ''),
        fuzzText,
      ),
      scope: fc.oneof(fc.constantFrom('global', 'local', 'others'), fuzzText),
      redirect_to: fuzzText,
    },
    { requiredKeys: [] },
  )
  .chain((params) =>
    fc
      .tuple(
        ...Object.entries(params).map(([key, value]) =>
          urlPiece(fc.constant(value)).map((encoded) => `${key}=${encoded}`),
        ),
      )
      .map((pairs) => pairs.join('&')),
  )

const route = fc.oneof(
  {
    arbitrary: fc.tuple(fc.constantFrom(...ROUTES), id).map(([[verb, path], routeId]) => ({
      method: verb,
      path: path.replace(':id', routeId),
    })),
    weight: 8,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'), urlPiece(fuzzText))
      .map(([verb, path]) => ({ method: verb, path: `/${path}` })),
    weight: 1,
  },
)

export const authRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    route,
    query,
    body: fc.option(authBody, { freq: 6 }),
    contentType: fc.oneof(
      fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
      headerText,
    ),
    apiVersion: fc.option(fc.oneof(fc.constant('2024-01-01'), headerText)),
  })
  .map(({ route: { method, path }, query: search, body, contentType, apiVersion }) => ({
    method,
    target: `${path}${search === '' ? '' : `?${search}`}`,
    headers: {
      'content-type': contentType,
      ...(apiVersion === null ? {} : { 'x-supabase-api-version': apiVersion }),
    },
    body,
  }))
