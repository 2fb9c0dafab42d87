import type { DraftStore } from '../offline/store/draftStore.ts'
import type { BackupControls } from './desktop-api.ts'

/**
 * What differs between the places the owner's screens run, given to them by the entry point
 * (the site's owner routes, or the desktop renderer) instead of being detected inside screens.
 */
export interface Platform {
  /** Drafts, queued saves and images chosen offline, kept on this computer. */
  drafts: DraftStore
  /**
   * Whether a save the backend cannot take now waits in the queue and syncs later (the desktop
   * app). Otherwise it fails with a message, and the draft keeps what was typed.
   */
  queuesOfflineSaves: boolean
  /** Whether to watch the backend's reachability and sync by itself when it comes back. */
  watchesBackend: boolean
  /** The automatic backups to this computer's disk (the desktop app), or null. */
  backups: BackupControls | null
}
