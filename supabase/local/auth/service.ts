import { isIP } from 'node:net'
import type { ProjectConfig } from '../config.ts'
import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { passGateway } from '../http/gateway.ts'
import { routeTable, routedService } from '../http/router.ts'
import {
  type ApiRequest,
  type ApiResponse,
  type Service,
  header,
  jsonResponse,
} from '../http/types.ts'
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
import { clientAddress } from './client-address.ts'
import { jsonBody, objectField, stringField } from './request-body.ts'
import {
  AUTH_API_VERSION,
  AuthError,
  invalidCredentials,
  notSupported,
  validationFailed,
} from './errors.ts'
import type { AuthLockouts } from './lockouts.ts'
import { leakedPasswordCheck } from './leaked-passwords.ts'
import {
  type MfaSettings,
  challengeFactor,
  enrollTotpFactor,
  hasVerifiedFactor,
  removeFactor,
  sessionAal,
  unenrollFactor,
  verifyFactor,
} from './mfa.ts'
import {
  type AuthenticatedUser,
  type ClientInfo,
  type TokenSettings,
  authenticateUser,
  endSessions,
  refreshSession,
  startSession,
} from './sessions.ts'
import {
  type UserRow,
  deleteUserById,
  factorJson,
  findUserByEmail,
  findUserById,
  listFactors,
  normaliseEmail,
  updateUser,
  userJson,
} from './users.ts'

export interface AuthContext {
  db: Database
  keys: ApiKeys
  config: ProjectConfig['auth']
  /** The public URL of this backend, e.g. http://127.0.0.1:54321. */
  apiUrl: string
  /** Token lifetimes, refresh-token reuse and lockouts count time by this; Date.now unless given. */
  now?: () => number
  /** Wrong passwords and codes; the second-factor lock is shared with the recovery function. */
  lockouts: AuthLockouts
}

interface Call {
  request: ApiRequest
  bearerToken: string
}

/** `/auth/v1`: the Supabase Auth endpoints supabase-js calls for email, password and TOTP. */
export function createAuthService(context: AuthContext): Service {
  const { db, config } = context
  const now = context.now ?? Date.now
  const tokens: TokenSettings = {
    jwtSecret: context.keys.jwtSecret,
    issuer: `${context.apiUrl}/auth/v1`,
    jwtExpirySeconds: config.jwtExpirySeconds,
    refreshTokenRotation: config.refreshTokenRotation,
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds,
    now,
    sessionLimits: config.sessions,
  }
  const rules: AccountRules = {
    minimumPasswordLength: config.minimumPasswordLength,
    beforeUserCreatedHook: config.beforeUserCreatedHook,
  }
  const mfa: MfaSettings = {
    totpEnroll: config.mfa.totpEnroll,
    totpVerify: config.mfa.totpVerify,
    maxEnrolledFactors: config.mfa.maxEnrolledFactors,
    defaultIssuer: new URL(config.siteUrl).host,
  }
  const passwordGuard = context.lockouts.passwords
  const totpGuard = context.lockouts.secondFactors
  const rejectLeakedPassword = leakedPasswordCheck(config.leakedPasswords)
  const addressOf = (request: ApiRequest) => clientAddress(request, config.trustedProxies)
  const clientOf = (request: ApiRequest): ClientInfo => {
    const address = addressOf(request)
    return { userAgent: header(request, 'user-agent') ?? null, ip: isIP(address) ? address : null }
  }

  /** Runs work for the user whose access token came with the request. */
  const asUser = <T>(
    call: Call,
    work: (session: SqlSession, auth: AuthenticatedUser) => Promise<T>,
  ): Promise<T> =>
    asAuthServer(db, async (session) =>
      work(session, await authenticateUser(session, tokens, call.bearerToken)),
    )

  const routes = routeTable<Call>()({
    'GET /health': () =>
      Promise.resolve(
        ok({ version: 'local', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' }),
      ),

    'GET /settings': () =>
      Promise.resolve(
        ok({
          external: { email: config.emailSignupEnabled, phone: false, anonymous_users: false },
          disable_signup: !config.signupEnabled,
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        }),
      ),

    'POST /signup': async ({ request }) => {
      if (!config.signupEnabled) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
      }
      if (!config.emailSignupEnabled) {
        throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled')
      }
      refuseOtherSignUps(jsonBody(request))
      // A self-service sign-up passes through the "before user created" hook.
      const user = await createAccountFrom(request, 'data', true)
      // Confirmations are off (config.toml), so a sign-up is signed in at once.
      return ok(
        await asAuthServer(db, (session) =>
          startSession(session, tokens, user, 'password', clientOf(request)),
        ),
      )
    },

    'POST /token': async ({ request }) => {
      const grantType = request.query.get('grant_type')
      const body = jsonBody(request)
      if (grantType === 'password') {
        if (!config.emailSignupEnabled) {
          throw new AuthError(422, 'email_provider_disabled', 'Email logins are disabled')
        }
        const account = typeof body.email === 'string' ? normaliseEmail(body.email) : ''
        const user = await passwordGuard.attempt({ account, address: addressOf(request) }, () =>
          verifyPassword(db, body.email, body.password),
        )
        return ok(
          await asAuthServer(db, (session) =>
            startSession(session, tokens, user, 'password', clientOf(request)),
          ),
        )
      }
      if (grantType === 'refresh_token') {
        const token = body.refresh_token
        if (typeof token !== 'string' || token === '')
          throw validationFailed('refresh_token required')
        const refreshed = await asAuthServer(db, (session) =>
          refreshSession(session, tokens, token, clientOf(request)),
        )
        if (refreshed instanceof AuthError) throw refreshed
        return ok(refreshed)
      }
      throw new AuthError(
        400,
        'validation_failed',
        `Sign-in with grant_type=${grantType ?? ''} is not supported by the local backend`,
      )
    },

    'POST /logout': async (call) => {
      const scope = call.request.query.get('scope') ?? 'global'
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw validationFailed(`Unsupported logout scope "${scope}"`)
      }
      await asUser(call, (session, auth) =>
        endSessions(session, auth.user.id, auth.sessionId, scope),
      )
      return { status: 204, headers: versionHeader() }
    },

    'GET /user': async (call) =>
      ok(await asUser(call, (session, auth) => userJson(session, auth.user))),

    'PUT /user': async (call) => {
      const body = jsonBody(call.request)
      const changesCredentials = body.password !== undefined || body.email !== undefined
      const auth = await asUser(call, async (session, authenticated) => {
        const factors = await listFactors(session, authenticated.user.id)
        if (
          changesCredentials &&
          hasVerifiedFactor(factors) &&
          sessionAal(authenticated) !== 'aal2'
        ) {
          throw new AuthError(
            401,
            'insufficient_aal',
            'AAL2 session is required to update email or password when MFA is enabled.',
          )
        }
        return authenticated
      })
      const passwordHash =
        body.password === undefined
          ? null
          : await newPasswordHash(auth, body.password, body.current_password, call.request)
      const email = body.email === undefined ? null : checkEmail(body.email)
      const metadata = objectField(body, 'data') ?? {}
      return ok(
        await asAuthServer(db, async (session) => {
          if (email !== null) {
            const holder = await findUserByEmail(session, email)
            if (holder && holder.id !== auth.user.id) {
              throw new AuthError(
                422,
                'email_exists',
                'A user with this email address has already been registered',
              )
            }
          }
          await updateUser(session, auth.user.id, { passwordHash, email, userMetadata: metadata })
          // A new password may mean the old one leaked: every other session must sign in again.
          if (passwordHash !== null) {
            await endSessions(session, auth.user.id, auth.sessionId, 'others')
          }
          const updated = await findUserById(session, auth.user.id)
          return updated ? userJson(session, updated) : {}
        }),
      )
    },

    'POST /factors': async (call) =>
      ok(
        await asUser(call, (session, auth) =>
          enrollTotpFactor(session, mfa, auth, jsonBody(call.request)),
        ),
      ),

    'POST /factors/:id/challenge': async (call, { id }) =>
      ok(
        await asUser(call, (session, auth) =>
          challengeFactor(session, mfa, auth, id, addressOf(call.request)),
        ),
      ),

    'POST /factors/:id/verify': async (call, { id }) => {
      if (!mfa.totpVerify) {
        throw new AuthError(
          422,
          'mfa_totp_verify_not_enabled',
          'MFA verification is disabled for TOTP',
        )
      }
      const body = jsonBody(call.request)
      const { user } = await asUser(call, (_session, auth) => Promise.resolve(auth))
      const attempt = { account: user.id, address: addressOf(call.request) }
      return ok(
        await totpGuard.attempt(attempt, () =>
          asUser(call, (session, auth) => verifyFactor(session, tokens, auth, id, body)),
        ),
      )
    },

    'DELETE /factors/:id': async (call, { id }) =>
      ok(await asUser(call, (session, auth) => unenrollFactor(session, auth, id))),

    'POST /admin/users': async ({ request, bearerToken }) => {
      requireServiceRole(bearerToken, context.keys.jwtSecret)
      const user = await createAccountFrom(request, 'user_metadata', false)
      return ok(await asAuthServer(db, (session) => userJson(session, user)))
    },

    'GET /admin/users/:id': async ({ bearerToken }, { id }) => {
      requireServiceRole(bearerToken, context.keys.jwtSecret)
      const user = await asAuthServer(db, async (session) => {
        const row = await findUserById(session, id)
        return row ? userJson(session, row) : null
      })
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
      return ok(user)
    },

    'DELETE /admin/users/:id': async ({ bearerToken }, { id }) => {
      requireServiceRole(bearerToken, context.keys.jwtSecret)
      return deleteUser(db, id)
    },

    // Tokens are signed with the project's shared secret (HS256): there is no public key.
    'GET /.well-known/jwks.json': () => Promise.resolve(jsonResponse(200, { keys: [] })),

    'POST /otp': refuse('Sign-in with one-time passwords and magic links'),
    'POST /magiclink': refuse('Sign-in with magic links'),
    'POST /recover': refuse('Password recovery emails'),
    'POST /verify': refuse('Verifying email and phone links'),
    'GET /verify': refuse('Verifying email and phone links'),
    'POST /resend': refuse('Resending confirmation emails'),
    'GET /reauthenticate': refuse('Reauthentication'),
    'GET /authorize': refuse('Sign-in with OAuth providers'),
    'GET /callback': refuse('Sign-in with OAuth providers'),
    'POST /callback': refuse('Sign-in with OAuth providers'),
    'POST /sso': refuse('Single sign-on'),
    'POST /invite': refuse('Invitations'),
    'GET /user/identities/authorize': refuse('Linking identities'),
    'DELETE /user/identities/:id': refuse('Unlinking identities'),
    'GET /admin/users': refuse('Listing users through the admin API'),
    'PUT /admin/users/:id': refuse('Changing users through the admin API'),
    'POST /admin/generate_link': refuse('Generating links through the admin API'),

    'GET /admin/users/:id/factors': async ({ bearerToken }, { id }) => {
      requireServiceRole(bearerToken, context.keys.jwtSecret)
      return ok(
        await asAuthServer(db, async (session) => {
          await existingUser(session, id)
          return (await listFactors(session, id)).map(factorJson)
        }),
      )
    },

    'DELETE /admin/users/:id/factors/:factorId': async ({ bearerToken }, { id, factorId }) => {
      requireServiceRole(bearerToken, context.keys.jwtSecret)
      return ok(
        await asAuthServer(db, async (session) => {
          await existingUser(session, id)
          const factor = (await listFactors(session, id)).find((row) => row.id === factorId)
          if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
          await removeFactor(session, id, factorId)
          return factorJson(factor)
        }),
      )
    },
  })

  /** Creates the account a sign-up or admin request describes. */
  async function createAccountFrom(request: ApiRequest, metadataField: string, runHook: boolean) {
    const body = jsonBody(request)
    const account = {
      email: stringField(body, 'email'),
      password: stringField(body, 'password'),
      userMetadata: objectField(body, metadataField),
    }
    checkEmail(account.email)
    await acceptablePassword(account.password)
    return createAccount(db, rules, account, { runHook, clientAddress: addressOf(request) })
  }

  /** A new password that is long enough and not known from data breaches. */
  async function acceptablePassword(value: unknown): Promise<string> {
    const password = checkPassword(value, rules)
    await rejectLeakedPassword(password)
    return password
  }

  /**
   * The hash of a new password that is long enough, not known from data breaches, given with
   * the current password (wrong ones count towards the password lockout) and not that password.
   */
  async function newPasswordHash(
    auth: AuthenticatedUser,
    value: unknown,
    currentPassword: unknown,
    request: ApiRequest,
  ): Promise<string> {
    const password = await acceptablePassword(value)
    const stored = (await asAuthServer(db, (session) => findUserById(session, auth.user.id)))
      ?.encrypted_password
    if (config.updatePasswordRequiresCurrentPassword && stored) {
      await checkCurrentPassword(auth, stored, currentPassword, request)
    }
    if (await passwordMatches(password, stored ?? null)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      )
    }
    return hashPassword(password)
  }

  async function checkCurrentPassword(
    auth: AuthenticatedUser,
    stored: string,
    given: unknown,
    request: ApiRequest,
  ): Promise<void> {
    const message = 'Current password required when setting new password.'
    if (typeof given !== 'string' || given === '') {
      throw new AuthError(400, 'current_password_required', message)
    }
    const attempt = { account: normaliseEmail(auth.user.email), address: addressOf(request) }
    try {
      await passwordGuard.attempt(attempt, async () => {
        if (!(await passwordMatches(given, stored))) throw invalidCredentials()
      })
    } catch (error) {
      // Counted as a wrong password; answered as Supabase Auth answers a wrong current password.
      if (error instanceof AuthError && error.code === 'invalid_credentials') {
        throw new AuthError(400, 'current_password_invalid', message)
      }
      throw error
    }
  }

  const notFound = () => new AuthError(404, 'not_found', 'Not Found')
  return routedService({
    open: (request): Call => ({ request, bearerToken: passGateway(request, context.keys) }),
    routes,
    errors: {
      toResponse: (error, request) =>
        error instanceof AuthError ? error.toResponse(request) : null,
      notFound,
      methodNotAllowed: notFound,
      malformedPath: notFound,
      invalidValue: () => validationFailed('The request holds a value that is not valid here'),
    },
  })
}

function refuse(feature: string): () => Promise<ApiResponse> {
  return () => Promise.reject(notSupported(feature))
}

/** Phone and anonymous sign-ups, which this project does not enable (config.toml). */
function refuseOtherSignUps(body: Record<string, unknown>): void {
  if (body.phone !== undefined) {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
  }
  if (body.email === undefined && body.password === undefined) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
}

async function existingUser(session: SqlSession, id: string): Promise<UserRow> {
  const user = await findUserById(session, id)
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return user
}

async function deleteUser(db: Database, id: string): Promise<ApiResponse> {
  try {
    const deleted = await asAuthServer(db, (session) => deleteUserById(session, id))
    if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found')
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

function versionHeader(): Record<string, string> {
  return { 'X-Supabase-Api-Version': AUTH_API_VERSION }
}

function ok(value: unknown): ApiResponse {
  return jsonResponse(200, value, versionHeader())
}
