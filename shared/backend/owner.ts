import { abortable } from './abortable.ts'
import type { BackendClient } from './client.ts'
import type { DataClient } from './dataClient.ts'
import { dataOf, toBackendError } from './errors.ts'
import { endSession } from './session.ts'

/** Whether the site has its owner yet; sign-up is offered only while it has not. */
export function siteHasOwner(client: DataClient, signal?: AbortSignal): Promise<boolean> {
  return dataOf(abortable(client.rpc('site_has_owner'), signal))
}

/**
 * Creates the owner's account (the first account becomes the owner), then signs it out again:
 * signing in is its own step, with two-factor once enabled. `siteUrl` is where the
 * confirmation link, when Auth sends one, leads.
 */
export async function createOwnerAccount(
  client: BackendClient,
  credentials: { email: string; password: string },
  siteUrl: string,
): Promise<void> {
  const { error } = await client.auth.signUp({
    ...credentials,
    options: { emailRedirectTo: siteUrl },
  })
  if (error) throw toBackendError(error)
  await endSession(client)
}
