/**
 * Whether this browser holds a signed-in session, without loading the Auth client: supabase-js
 * keeps the session in localStorage under `sb-<first label of the backend host>-auth-token`.
 * Public pages use this to decide whether to load the owner's menu at all.
 */
export function authStorageKey(backendUrl: string): string {
  return `sb-${new URL(backendUrl).hostname.split('.')[0] ?? ''}-auth-token`
}

export function hasStoredSession(backendUrl: string, storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(authStorageKey(backendUrl)) !== null
  } catch {
    return false
  }
}
