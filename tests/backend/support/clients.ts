import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import type { BackendClient } from '../../../shared/backend/client.ts'
import type { Database } from '../../../shared/backend/database.types.ts'
import { type BackendTarget, backendTarget } from './target.ts'

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

/** A client with no session; its requests go through `send` when given. */
export function anonClient(
  target: BackendTarget = backendTarget(),
  send?: typeof fetch,
): BackendClient {
  return createClient<Database>(target.url, target.anonKey, {
    ...options,
    ...(send ? { global: { fetch: send } } : {}),
  })
}

export function serviceClient(target: BackendTarget = backendTarget()): BackendClient {
  return createClient<Database>(target.url, target.serviceRoleKey, options)
}

export async function signedInClient(
  email: string,
  password: string,
  target: BackendTarget = backendTarget(),
): Promise<BackendClient> {
  const client = anonClient(target)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`Sign-in of ${email} failed: ${error.message}`)
  return client
}

export function ownerClient(target: BackendTarget = backendTarget()): Promise<BackendClient> {
  return signedInClient(target.owner.email, target.owner.password, target)
}

export interface OtherAccount {
  client: BackendClient
  email: string
  remove(): Promise<void>
}

/** A signed-in account that is not the owner, made through the Auth admin API. */
export async function otherAccount(target: BackendTarget = backendTarget()): Promise<OtherAccount> {
  const email = `visitor-${randomUUID()}@example.com`
  const password = `password-${randomUUID()}`
  const admin = serviceClient(target)
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  if (error) throw new Error(`Could not create a second account: ${error.message}`)
  return {
    client: await signedInClient(email, password, target),
    email,
    async remove() {
      const { error: removal } = await admin.auth.admin.deleteUser(data.user.id)
      if (removal) throw new Error(`Could not remove ${email}: ${removal.message}`)
    },
  }
}

/** A string unique to one test run, for rows a test creates and removes again. */
export function marker(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`
}
