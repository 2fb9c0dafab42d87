import type { ApiRequest } from '../http/types.ts'
import {
  asAuthServer,
  checkEmail,
  checkPassword,
  createAccount,
  hashPassword,
  passwordMatches,
} from './accounts.ts'
import type { AuthRuntime } from './auth-runtime.ts'
import { AuthError, invalidCredentials } from './errors.ts'
import { jsonBody, objectField, stringField } from './request-body.ts'
import type { AuthenticatedUser } from './sessions.ts'
import { findUserById, normaliseEmail } from './users.ts'

/** The credentials a new account or a changed password brings, checked before they are kept. */

/**
 * Creates the account a sign-up or admin request describes. Sign-ups are confirmed at once
 * (confirmations are off in config.toml); the admin API confirms the address only when told to
 * with `email_confirm: true`, as Supabase Auth does.
 */
export async function createAccountFrom(
  runtime: AuthRuntime,
  request: ApiRequest,
  from: 'sign-up' | 'admin',
) {
  const body = jsonBody(request)
  const account = {
    email: stringField(body, 'email'),
    password: stringField(body, 'password'),
    userMetadata: objectField(body, from === 'sign-up' ? 'data' : 'user_metadata'),
    emailConfirmed: from === 'sign-up' || body.email_confirm === true,
  }
  checkEmail(account.email)
  await acceptablePassword(runtime, account.password)
  // A self-service sign-up passes through the "before user created" hook; the admin API does not.
  return createAccount(runtime.db, runtime.rules, account, {
    runHook: from === 'sign-up',
    clientAddress: runtime.addressOf(request),
  })
}

/**
 * The hash of a new password that is long enough, not known from data breaches, given with
 * the current password (wrong ones count towards the password lockout) and not that password.
 */
export async function newPasswordHash(
  runtime: AuthRuntime,
  auth: AuthenticatedUser,
  value: unknown,
  currentPassword: unknown,
  request: ApiRequest,
): Promise<string> {
  const password = await acceptablePassword(runtime, value)
  const stored = (await asAuthServer(runtime.db, (session) => findUserById(session, auth.user.id)))
    ?.encrypted_password
  if (runtime.config.updatePasswordRequiresCurrentPassword && stored) {
    await checkCurrentPassword(runtime, auth, stored, currentPassword, request)
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

/** A new password that is long enough and not known from data breaches. */
async function acceptablePassword(runtime: AuthRuntime, value: unknown): Promise<string> {
  const password = checkPassword(value, runtime.rules)
  await runtime.rejectLeakedPassword(password)
  return password
}

async function checkCurrentPassword(
  runtime: AuthRuntime,
  auth: AuthenticatedUser,
  stored: string,
  given: unknown,
  request: ApiRequest,
): Promise<void> {
  const message = 'Current password required when setting new password.'
  if (typeof given !== 'string' || given === '') {
    throw new AuthError(400, 'current_password_required', message)
  }
  const attempt = { account: normaliseEmail(auth.user.email), address: runtime.addressOf(request) }
  try {
    await runtime.lockouts.passwords.attempt(attempt, async () => {
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
