import { isIP } from 'node:net'
import type { ProjectConfig } from '../config.ts'
import type { Database, SqlSession } from '../database/Database.ts'
import { type ApiRequest, header } from '../http/types.ts'
import type { ApiKeys } from '../keys.ts'
import { type AccountRules, asAuthServer } from './accounts.ts'
import { clientAddress } from './client-address.ts'
import { type LeakedPasswordCheck, leakedPasswordCheck } from './leaked-passwords.ts'
import type { AuthLockouts } from './lockouts.ts'
import type { MfaSettings } from './mfa.ts'
import {
  type AuthenticatedUser,
  type ClientInfo,
  type TokenSettings,
  authenticateUser,
} from './sessions.ts'

/** What the Auth service is made with, and what its routes share: settings, guards, helpers. */

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

/** A request to Auth and the token that came with it (the API key when no user is signed in). */
export interface AuthCall {
  request: ApiRequest
  bearerToken: string
}

export interface AuthRuntime {
  db: Database
  keys: ApiKeys
  config: ProjectConfig['auth']
  lockouts: AuthLockouts
  tokens: TokenSettings
  rules: AccountRules
  mfa: MfaSettings
  rejectLeakedPassword: LeakedPasswordCheck
  /** The address the request came from, through the trusted proxies. */
  addressOf(request: ApiRequest): string
  /** What a new session records of the client that started it. */
  clientOf(request: ApiRequest): ClientInfo
  /** Runs work for the user whose access token came with the request. */
  asUser<T>(
    call: AuthCall,
    work: (session: SqlSession, auth: AuthenticatedUser) => Promise<T>,
  ): Promise<T>
}

export function authRuntime(context: AuthContext): AuthRuntime {
  const { db, config } = context
  const tokens: TokenSettings = {
    jwtKeys: context.keys.jwtKeys,
    issuer: `${context.apiUrl}/auth/v1`,
    jwtExpirySeconds: config.jwtExpirySeconds,
    refreshTokenRotation: config.refreshTokenRotation,
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds,
    now: context.now ?? Date.now,
    sessionLimits: config.sessions,
  }
  const addressOf = (request: ApiRequest) => clientAddress(request, config.trustedProxies)
  return {
    db,
    keys: context.keys,
    config,
    lockouts: context.lockouts,
    tokens,
    rules: {
      minimumPasswordLength: config.minimumPasswordLength,
      beforeUserCreatedHook: config.beforeUserCreatedHook,
    },
    mfa: {
      totpEnroll: config.mfa.totpEnroll,
      totpVerify: config.mfa.totpVerify,
      maxEnrolledFactors: config.mfa.maxEnrolledFactors,
      defaultIssuer: new URL(config.siteUrl).host,
    },
    rejectLeakedPassword: leakedPasswordCheck(config.leakedPasswords),
    addressOf,
    clientOf: (request) => {
      const address = addressOf(request)
      return {
        userAgent: header(request, 'user-agent') ?? null,
        ip: isIP(address) ? address : null,
      }
    },
    asUser: (call, work) =>
      asAuthServer(db, async (session) =>
        work(session, await authenticateUser(session, tokens, call.bearerToken)),
      ),
  }
}
