import { join } from 'node:path'
import { type Environment, readBackendConfig } from '../../shared/config/siteConfig.ts'
import type { DesktopSettings } from '../../owner/platform/desktop-api.ts'
import { validSettings } from '../../owner/platform/desktopSettings.ts'
import { readJsonFile, writeJsonFileAtomic } from './json-file.ts'

/** The desktop app's settings: which backend it talks to. */
export interface SettingsStore {
  /** The saved settings, or the defaults when none are saved (or the file is not valid). */
  load(): DesktopSettings
  /** Checks and saves; throws an Error with a message for the owner when they are not valid. */
  save(settings: DesktopSettings): void
}

export interface SettingsStoreOptions {
  /** The app's data directory; the settings are one file in it. */
  directory: string
  /** VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY give the defaults, as for the site. */
  env: Environment
}

export const SETTINGS_FILE_NAME = 'settings.json'

export function createSettingsStore({ directory, env }: SettingsStoreOptions): SettingsStore {
  const path = join(directory, SETTINGS_FILE_NAME)
  const defaults = (): DesktopSettings => {
    const backend = readBackendConfig(env)
    return { backendUrl: backend.url, anonKey: backend.anonKey }
  }
  return {
    load() {
      const saved = readJsonFile(path)
      try {
        return validSettings(saved)
      } catch {
        return defaults()
      }
    },
    save(settings) {
      writeJsonFileAtomic(path, validSettings(settings), 0o644)
    },
  }
}
