import { createBackendClient } from '../../shared/backend/client.ts'
import {
  PROJECT_PAUSED_STATUS,
  isUnreachable,
  toBackendError,
} from '../../shared/backend/errors.ts'
import { siteHasOwner } from '../../shared/backend/owner.ts'
import { withTimeLimit } from '../../shared/backend/timeLimit.ts'
import type { DesktopSettings } from '../../owner/platform/desktop-api.ts'
import { validSettings } from '../../owner/platform/desktopSettings.ts'

export type BackendCheck =
  { settings: DesktopSettings; problem: null } | { settings: null; problem: string }

/** How long the backend has to answer the check before it counts as not answering. */
const CHECK_TIME_LIMIT_MS = 10_000

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
  const limit = withTimeLimit(CHECK_TIME_LIMIT_MS)
  try {
    await siteHasOwner(probe, limit.signal)
    return { settings, problem: null }
  } catch (error) {
    return { settings: null, problem: checkProblem(settings.backendUrl, error) }
  } finally {
    limit.clear()
  }
}

/** Why the check failed, told apart as the owner would act on it. */
function checkProblem(backendUrl: string, error: unknown): string {
  const { status, message } = toBackendError(error)
  if (status === PROJECT_PAUSED_STATUS) {
    return `The project at ${backendUrl} is paused. Restore it from its page in the Supabase dashboard, then try again.`
  }
  if (!navigator.onLine) return 'This computer is offline. Connect to a network and try again.'
  if (isUnreachable(error)) {
    return `No backend answered at ${backendUrl}: it may be paused or down, or the address may be wrong. Check the address, and the project in the Supabase dashboard.`
  }
  return `The backend refused the test request: ${message}. Check the anon key.`
}
