import { abortable } from './abortable.ts'
import type { BackendClient } from './client.ts'
import { BackendError, dataOf, toBackendError } from './errors.ts'

/** A place where the owner is signed in. */
export interface AccountSession {
  id: string
  /** The user agent of its last sign-in or refresh. */
  userAgent: string | null
  ip: string | null
  /** ISO date-times. */
  signedInAt: string
  lastUsedAt: string
  /** This app's own session. */
  current: boolean
}

/** The owner's live sessions, most recently used first. */
export async function accountSessions(
  client: BackendClient,
  signal?: AbortSignal,
): Promise<AccountSession[]> {
  const rows: unknown = await dataOf(abortable(client.rpc('account_sessions'), signal))
  if (!Array.isArray(rows)) throw new BackendError('The server sent no list of sessions')
  return rows.map(accountSession)
}

/** Ends one of the owner's other sessions: that device is signed out at its next request. */
export async function endAccountSession(client: BackendClient, sessionId: string): Promise<void> {
  const ended = await dataOf(client.rpc('end_account_session', { session_id: sessionId }))
  if (!ended) throw new BackendError('That session has already ended')
}

/** Ends every session of the owner's but this one. */
export async function endOtherSessions(client: BackendClient): Promise<void> {
  const { error } = await client.auth.signOut({ scope: 'others' })
  if (error) throw toBackendError(error)
}

/** A row of account_sessions() read field by field: a row of another shape is refused. */
function accountSession(row: unknown): AccountSession {
  const field = (name: string) =>
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[name] : undefined
  const text = (name: string) => {
    const value = field(name)
    if (typeof value !== 'string')
      throw new BackendError(`The server sent a session without ${name}`)
    return value
  }
  const optionalText = (name: string) => {
    const value = field(name)
    return typeof value === 'string' ? value : null
  }
  return {
    id: text('id'),
    userAgent: optionalText('user_agent'),
    ip: optionalText('ip'),
    signedInAt: text('created_at'),
    lastUsedAt: text('last_used_at'),
    current: field('is_current') === true,
  }
}
