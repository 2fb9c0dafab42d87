import { type BackendClient, createBackendClient } from '../../shared/backend/client.ts'
import {
  type Authenticator,
  authenticators,
  verifyTotpCode,
} from '../../shared/backend/twoFactor.ts'
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
  const apps = await authenticators(client)
  if (apps.length > 0) {
    const factor = await chooseAuthenticator(apps, prompter)
    const code = await prompter.ask('Two-factor code: ')
    const verified = await verifyTotpCode(client, factor.id, code)
    if (!verified.ok) throw new Error(`The two-factor code was not accepted: ${verified.message}`)
  }
  return client
}

/** The authenticator whose code the owner will give: asked only when there is more than one. */
async function chooseAuthenticator(
  apps: Authenticator[],
  prompter: Prompter,
): Promise<Authenticator> {
  const [only] = apps
  if (apps.length === 1 && only) return only
  const list = apps.map((app, index) => `  ${index + 1}. ${app.name}`).join('\n')
  const answer = await prompter.ask(`Authenticators:\n${list}\nWhich one (1-${apps.length}): `)
  const chosen = apps[Number(answer) - 1]
  if (!chosen) throw new Error(`Choose a number from 1 to ${apps.length}, not "${answer}"`)
  return chosen
}
