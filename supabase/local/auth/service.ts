import type { ProjectConfig } from '../config.ts'
import { type Database, isPostgresError } from '../database/Database.ts'
import { passGateway } from '../http/gateway.ts'
import { type ApiRequest, type ApiResponse, type Service, jsonResponse } from '../http/types.ts'
import { verifyJwt } from '../jwt.ts'
import type { ApiKeys } from '../keys.ts'
import {
  type AccountRules,
  asAuthServer,
  checkEmail,
  checkPassword,
  createAccount,
  hashPassword,
  passwordMatches,
  verifyPassword,
} from './accounts.ts'
import { AUTH_API_VERSION, AuthError, invalidCredentials, validationFailed } from './errors.ts'
import {
  type TokenSettings,
  authenticateUser,
  endSessions,
  refreshSession,
  startSession,
} from './sessions.ts'
import { findUserByEmail, findUserById, userJson } from './users.ts'

export interface AuthContext {
  db: Database
  keys: ApiKeys
  config: ProjectConfig['auth']
  /** The public URL of this backend, e.g. http://127.0.0.1:54321. */
  apiUrl: string
}

type JsonObject = Record<string, unknown>
type Route = (request: ApiRequest, bearerToken: string) => ApiResponse | Promise<ApiResponse>

/** `/auth/v1`: the Supabase Auth endpoints supabase-js calls for email and password accounts. */
export function createAuthService(context: AuthContext): Service {
  const settings: TokenSettings = {
    jwtSecret: context.keys.jwtSecret,
    issuer: `${context.apiUrl}/auth/v1`,
    jwtExpirySeconds: context.config.jwtExpirySeconds,
    refreshTokenRotation: context.config.refreshTokenRotation,
    refreshTokenReuseIntervalSeconds: context.config.refreshTokenReuseIntervalSeconds,
  }
  const rules: AccountRules = {
    minimumPasswordLength: context.config.minimumPasswordLength,
    beforeUserCreatedHook: context.config.beforeUserCreatedHook,
  }
  const { db } = context

  const routes: Record<string, Route> = {
    'GET /health': () =>
      ok({ version: 'local', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' }),

    'GET /settings': () =>
      ok({
        external: {
          email: context.config.emailSignupEnabled,
          phone: false,
          anonymous_users: false,
        },
        disable_signup: !context.config.signupEnabled,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),

    'POST /signup': async (request) => {
      if (!context.config.signupEnabled) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
      }
      if (!context.config.emailSignupEnabled) {
        throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled')
      }
      const body = jsonBody(request)
      const user = await createAccount(
        db,
        rules,
        {
          email: stringField(body, 'email'),
          password: stringField(body, 'password'),
          userMetadata: objectField(body, 'data'),
        },
        { runHook: true, clientAddress: request.clientAddress },
      )
      // Confirmations are off (config.toml), so a sign-up is signed in at once.
      return ok(
        await asAuthServer(db, (session) => startSession(session, settings, user, 'password')),
      )
    },

    'POST /token': async (request) => {
      const grantType = request.query.get('grant_type')
      const body = jsonBody(request)
      if (grantType === 'password') {
        if (!context.config.emailSignupEnabled) {
          throw new AuthError(422, 'email_provider_disabled', 'Email logins are disabled')
        }
        const user = await verifyPassword(db, body.email, body.password)
        return ok(
          await asAuthServer(db, (session) => startSession(session, settings, user, 'password')),
        )
      }
      if (grantType === 'refresh_token') {
        const token = body.refresh_token
        if (typeof token !== 'string' || token === '')
          throw validationFailed('refresh_token required')
        const refreshed = await asAuthServer(db, (session) =>
          refreshSession(session, settings, token),
        )
        if (refreshed instanceof AuthError) throw refreshed
        return ok(refreshed)
      }
      throw invalidCredentials()
    },

    'POST /logout': async (request, bearerToken) => {
      const scope = request.query.get('scope') ?? 'global'
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw validationFailed(`Unsupported logout scope "${scope}"`)
      }
      await asAuthServer(db, async (session) => {
        const { user, sessionId } = await authenticateUser(session, settings, bearerToken)
        await endSessions(session, user.id, sessionId, scope)
      })
      return { status: 204, headers: versionHeader() }
    },

    'GET /user': async (_request, bearerToken) =>
      ok(
        await asAuthServer(db, async (session) => {
          const { user } = await authenticateUser(session, settings, bearerToken)
          return userJson(session, user)
        }),
      ),

    'PUT /user': async (request, bearerToken) => {
      const body = jsonBody(request)
      const { user } = await asAuthServer(db, (session) =>
        authenticateUser(session, settings, bearerToken),
      )
      let passwordHash: string | null = null
      if (body.password !== undefined) {
        const password = checkPassword(body.password, rules)
        const [current] = await asAuthServer(db, (session) =>
          session.query<{ encrypted_password: string | null }>(
            'select encrypted_password from auth.users where id = $1',
            [user.id],
          ),
        )
        if (await passwordMatches(password, current?.encrypted_password ?? null)) {
          throw new AuthError(
            422,
            'same_password',
            'New password should be different from the old password.',
          )
        }
        passwordHash = await hashPassword(password)
      }
      const email = body.email === undefined ? null : checkEmail(body.email)
      const metadata = objectField(body, 'data')
      return ok(
        await asAuthServer(db, async (session) => {
          if (email !== null) {
            const holder = await findUserByEmail(session, email)
            if (holder && holder.id !== user.id) {
              throw new AuthError(
                422,
                'email_exists',
                'A user with this email address has already been registered',
              )
            }
          }
          await session.execute(
            `update auth.users
                set encrypted_password = coalesce($2, encrypted_password),
                    email = coalesce(lower(btrim($3)), email),
                    raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $4::jsonb),
                    updated_at = now()
              where id = $1`,
            [user.id, passwordHash, email, JSON.stringify(metadata ?? {})],
          )
          const updated = await findUserById(session, user.id)
          return updated ? userJson(session, updated) : {}
        }),
      )
    },

    'POST /admin/users': async (request, bearerToken) => {
      requireServiceRole(bearerToken, context.keys.jwtSecret)
      const body = jsonBody(request)
      const user = await createAccount(
        db,
        rules,
        {
          email: stringField(body, 'email'),
          password: stringField(body, 'password'),
          userMetadata: objectField(body, 'user_metadata'),
        },
        { runHook: false, clientAddress: request.clientAddress },
      )
      return ok(await asAuthServer(db, (session) => userJson(session, user)))
    },
  }

  return async (request) => {
    const gate = passGateway(request, context.keys)
    if (!gate.ok) return gate.response
    try {
      const route = routes[`${request.method} ${request.path}`]
      if (route) return await route(request, gate.bearerToken)
      const adminUserId = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(request.path)?.[1]
      if (adminUserId && (request.method === 'GET' || request.method === 'DELETE')) {
        requireServiceRole(gate.bearerToken, context.keys.jwtSecret)
        return request.method === 'GET'
          ? await getUser(db, adminUserId)
          : await deleteUser(db, adminUserId)
      }
      throw new AuthError(404, 'not_found', 'Not Found')
    } catch (error) {
      if (error instanceof AuthError) return error.toResponse()
      throw error
    }
  }
}

async function getUser(db: Database, id: string): Promise<ApiResponse> {
  const user = await asAuthServer(db, async (session) => {
    const row = await findUserById(session, id)
    return row ? userJson(session, row) : null
  })
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return ok(user)
}

async function deleteUser(db: Database, id: string): Promise<ApiResponse> {
  try {
    const deleted = await asAuthServer(db, (session) =>
      session.execute('delete from auth.users where id = $1', [id]),
    )
    if (deleted === 0) throw new AuthError(404, 'user_not_found', 'User not found')
    return ok({})
  } catch (error) {
    // The site owner's account is protected by a restricting foreign key from public.site_owner.
    if (isPostgresError(error) && (error.code === '23001' || error.code === '23503')) {
      throw new AuthError(
        409,
        'conflict',
        'Database error deleting user: the site owner cannot be deleted',
      )
    }
    throw error
  }
}

function requireServiceRole(bearerToken: string, secret: string): void {
  const verification = verifyJwt(bearerToken, secret)
  if (!verification.ok || verification.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
}

function jsonBody(request: ApiRequest): JsonObject {
  if (request.body.length === 0) return {}
  let value: unknown
  try {
    value = JSON.parse(request.body.toString('utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON'
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return value as JsonObject
}

function stringField(body: JsonObject, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name]
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined
}

function versionHeader(): Record<string, string> {
  return { 'X-Supabase-Api-Version': AUTH_API_VERSION }
}

function ok(value: unknown): ApiResponse {
  return jsonResponse(200, value, versionHeader())
}
