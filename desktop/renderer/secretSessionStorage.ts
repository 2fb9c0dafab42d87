import type { SessionOptions } from '../../shared/backend/client.ts'
import type { DesktopApi } from '../../owner/platform/desktop-api.ts'

/**
 * Where supabase-js keeps the signed-in session in the desktop app: the main process's secret
 * store (encrypted by the system, or in memory only), never the renderer's localStorage.
 */
export function secretSessionStorage(
  desktop: Pick<DesktopApi, 'readSecret' | 'writeSecret' | 'deleteSecret'>,
): NonNullable<SessionOptions['storage']> {
  return {
    getItem: (key) => desktop.readSecret(key),
    setItem: (key, value) => desktop.writeSecret(key, value),
    removeItem: (key) => desktop.deleteSecret(key),
  }
}
