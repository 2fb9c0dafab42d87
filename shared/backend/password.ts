import type { BackendClient } from './client.ts'
import { BackendError, toBackendError } from './errors.ts'

/**
 * Changes the signed-in account's password. The server checks the current one, refuses a new
 * one that is too short or known from breaches, needs a session that passed two-factor when
 * it is on, and ends every other session.
 */
export async function changePassword(
  client: BackendClient,
  current: string,
  next: string,
): Promise<void> {
  const { error } = await client.auth.updateUser({ password: next, current_password: current })
  if (!error) return
  const failure = toBackendError(error)
  const message = PASSWORD_CHANGE_REFUSALS[failure.code ?? '']
  throw message ? new BackendError(message, failure.code, failure.status) : failure
}

/** Auth's refusals whose own words would mislead the owner. */
const PASSWORD_CHANGE_REFUSALS: Record<string, string> = {
  current_password_invalid: 'The current password is not right.',
  current_password_required: 'Enter your current password.',
  insufficient_aal: 'Sign in with your authenticator code first.',
}
