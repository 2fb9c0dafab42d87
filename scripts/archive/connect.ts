import { type BackendClient, createBackendClient } from '../../shared/backend/client.ts'
import { verifiedTotpFactor, verifyTotpCode } from '../../shared/backend/twoFactor.ts'
import type { Connection } from './options.ts'
import type { Prompter } from './prompt.ts'

const SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

/**
 * A client with the owner's rights: the service-role key's when one is given, else the owner's
 * session, signed in with the password and, when two-factor is on, a code (both asked).
 */
export async function connect(connection: Connection, prompter: Prompter): Promise<BackendClient> {
  if (connection.serviceRoleKey) {
    return createBackendClient({ url: connection.url, anonKey: connection.serviceRoleKey }, SESSION)
  }
  const client = createBackendClient({ url: connection.url, anonKey: connection.anonKey }, SESSION)
  const email = connection.email ?? (await prompter.ask('Owner email: '))
  const password = await prompter.askHidden('Password: ')
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`Sign-in failed: ${error.message}`)
  const factor = await verifiedTotpFactor(client)
  if (factor) {
    const code = await prompter.ask('Two-factor code: ')
    const verified = await verifyTotpCode(client, factor.id, code)
    if (!verified.ok) throw new Error(`The two-factor code was not accepted: ${verified.message}`)
  }
  return client
}
