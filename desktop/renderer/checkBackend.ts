import { createBackendClient } from '../../shared/backend/client.ts'
import { isUnreachable, toBackendError } from '../../shared/backend/errors.ts'
import { siteHasOwner } from '../../shared/backend/owner.ts'
import type { DesktopSettings } from '../../shared/platform/desktop-api.ts'
import { validSettings } from '../../shared/platform/desktopSettings.ts'

export type BackendCheck =
  { settings: DesktopSettings; problem: null } | { settings: null; problem: string }

/**
 * Whether the settings name a backend that answers with this key: their shape, then one
 * request (does the site have its owner yet), signed in as nobody.
 */
export async function checkBackend(candidate: DesktopSettings): Promise<BackendCheck> {
  let settings: DesktopSettings
  try {
    settings = validSettings(candidate)
  } catch (error) {
    return { settings: null, problem: (error as Error).message }
  }
  const probe = createBackendClient(
    { url: settings.backendUrl, anonKey: settings.anonKey },
    { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  )
  try {
    await siteHasOwner(probe)
    return { settings, problem: null }
  } catch (error) {
    return {
      settings: null,
      problem: isUnreachable(error)
        ? `No backend answered at ${settings.backendUrl}. Check the address and your connection.`
        : `The backend refused the test request: ${toBackendError(error).message}. Check the anon key.`,
    }
  }
}
