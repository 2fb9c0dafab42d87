import { type BackendClient, createBackendClient } from '../../shared/backend/client.ts'
import {
  type Authenticator,
  authenticators,
  verifyTotpCode,
} from '../../shared/backend/twoFactor.ts'
import { COMMAND_LINE_AGENT } from '../../shared/domain/device.ts'
import type { Connection } from './options.ts'
import type { Prompter } from './prompt.ts'

const SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }

/** The system, named as browsers name it, so Sessions & Password lists 'Command line on Linux'. */
const SYSTEM_NAMES: Partial<Record<NodeJS.Platform, string>> = {
  darwin: 'Macintosh',
  win32: 'Windows',
  linux: 'Linux',
}

/** Who signs in, for the owner's list of sessions (Node's own is only "node"). */
export const CLI_HEADERS = {
  'User-Agent': `${COMMAND_LINE_AGENT} (${SYSTEM_NAMES[process.platform] ?? process.platform})`,
}

/** A client with the owner's rights, and the way to end its session when the command is done. */
export interface OwnerConnection {
  client: BackendClient
  /** Signs this session out (only this one): each run would otherwise leave one behind. */
  close(): Promise<void>
}

/**
 * A client with the owner's rights: the service-role key's when one is given, else the owner's
 * session, signed in with the password and, when two-factor is on, a code (both asked).
 */
export async function connect(
  connection: Connection,
  prompter: Prompter,
): Promise<OwnerConnection> {
  if (connection.serviceRoleKey) {
    const client = createBackendClient(
      { url: connection.url, anonKey: connection.serviceRoleKey },
      SESSION,
    )
    return { client, close: () => Promise.resolve() }
  }
  const client = createBackendClient(
    { url: connection.url, anonKey: connection.anonKey },
    SESSION,
    CLI_HEADERS,
  )
  const email = connection.email ?? (await prompter.ask('Owner email: '))
  const password = await prompter.askHidden('Password: ')
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`Sign-in failed: ${error.message}`)
  const close = async () => {
    await client.auth.signOut({ scope: 'local' })
  }
  try {
    await passTwoFactor(client, connection.factor, prompter)
  } catch (failure) {
    await close()
    throw failure
  }
  return { client, close }
}

/**
 * The code step when two-factor is on. With several authenticators the code is checked against
 * the one `--factor` names, else the one chosen at the terminal; with piped input (no one to
 * choose) against each in turn until one accepts it.
 */
async function passTwoFactor(
  client: BackendClient,
  factor: string | null,
  prompter: Prompter,
): Promise<void> {
  const apps = await authenticators(client)
  if (apps.length === 0) return
  const candidates =
    factor !== null
      ? [namedAuthenticator(apps, factor)]
      : apps.length > 1 && prompter.interactive
        ? [await chooseAuthenticator(apps, prompter)]
        : apps
  const code = await prompter.ask('Two-factor code: ')
  let refusal = ''
  for (const app of candidates) {
    const verified = await verifyTotpCode(client, app.id, code)
    if (verified.ok) return
    refusal = verified.message
    // Only a code that does not match is worth trying on the next one (not a lockout).
    if (verified.reason !== 'invalid-code') break
  }
  throw new Error(`The two-factor code was not accepted: ${refusal}`)
}

/** The authenticator `--factor` names: by its name (any case) or its number in the list. */
export function namedAuthenticator(apps: Authenticator[], factor: string): Authenticator {
  const wanted = factor.trim().toLowerCase()
  const chosen =
    apps.find((app) => app.name.toLowerCase() === wanted) ??
    (/^\d+$/.test(wanted) ? apps[Number(wanted) - 1] : undefined)
  if (chosen) return chosen
  const names = apps.map((app, index) => `${index + 1}. ${app.name}`).join(', ')
  throw new Error(`No authenticator is named "${factor}": give one of ${names}`)
}

/** The authenticator whose code the owner will give, chosen at the terminal. */
async function chooseAuthenticator(
  apps: Authenticator[],
  prompter: Prompter,
): Promise<Authenticator> {
  const list = apps.map((app, index) => `  ${index + 1}. ${app.name}`).join('\n')
  const answer = await prompter.ask(`Authenticators:\n${list}\nWhich one (1-${apps.length}): `)
  const chosen = apps[Number(answer) - 1]
  if (!chosen) throw new Error(`Choose a number from 1 to ${apps.length}, not "${answer}"`)
  return chosen
}
