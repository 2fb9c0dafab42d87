import type { BackendClient } from './client.ts'

/**
 * Signs out everywhere. The server may have ended the session already (401, 403, 404):
 * supabase-js then clears it. When the server cannot be reached, the session is still
 * forgotten here, so nobody stays signed in by accident; the failure is only logged.
 */
export async function endSession(client: BackendClient): Promise<void> {
  const { error } = await client.auth.signOut()
  if (error) {
    console.error('Sign-out failed:', error.message)
    await client.auth.signOut({ scope: 'local' })
  }
}
