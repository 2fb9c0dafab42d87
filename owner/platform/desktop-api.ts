/**
 * The one contract between the desktop app's renderer and its main process. The preload script
 * exposes exactly these methods on `window.desktop` (and ends with `satisfies DesktopApi`);
 * nothing else of Electron or Node reaches the renderer.
 */

import type { BackupOverview } from './backups.ts'

/** Where the desktop app's backend is: the local stand-in by default, or a hosted project. */
export interface DesktopSettings {
  backendUrl: string
  anonKey: string
}

/** Menu items and shortcuts the renderer acts on. */
export type DesktopCommand = 'new-post' | 'save' | 'sync-now'

/** How the signed-in session is kept: encrypted on disk, or (with no OS protection) in memory. */
export type SecretStorageKind = 'encrypted' | 'memory'

export interface DesktopApi {
  /** A value of the secure store (the signed-in session), or null when there is none. */
  readSecret(key: string): Promise<string | null>
  writeSecret(key: string, value: string): Promise<void>
  deleteSecret(key: string): Promise<void>
  /** 'memory' when the system offers no encryption: secrets then last until the app quits. */
  secretStorage(): Promise<SecretStorageKind>
  loadSettings(): Promise<DesktopSettings>
  /** Stores settings the renderer has already tried against the backend; main checks their shape. */
  saveSettings(settings: DesktopSettings): Promise<void>
  /** Opens an http(s) or mailto address in the system's browser or mail app; refuses others. */
  openExternal(url: string): Promise<void>
  /** Menu commands and their shortcuts. Returns a function that stops listening. */
  onCommand(listener: (command: DesktopCommand) => void): () => void
  /**
   * Runs before the window closes or the app quits (to write unsaved drafts); the window waits
   * for the promise, a few seconds at most. Returns a function that stops listening.
   */
  onBeforeClose(listener: () => Promise<void>): () => void
  /** The automatic backups: their folder, the backups in it, and how the last one went. */
  backupOverview(): Promise<BackupOverview>
  /** Makes a backup now; resolves once it has been written or has failed. */
  backUpNow(): Promise<BackupOverview>
  /** Asks for another backup folder with the system's dialog; cancelled, nothing changes. */
  chooseBackupFolder(): Promise<BackupOverview>
  /** Whether backups hold enquiries and newsletter subscribers (off unless the owner ticks it). */
  setBackupPersonalData(include: boolean): Promise<BackupOverview>
  /** Shows the backup folder in the system's file manager. */
  openBackupFolder(): Promise<void>
  /** A backup's bytes, by its name in the backup folder, to restore it. */
  readBackup(name: string): Promise<Uint8Array>
  /**
   * Makes the archive a backup writes, when main asks (the renderer holds the signed-in session).
   * The one listener; returns a function that stops listening.
   */
  onBackupRequest(listener: (personalData: boolean) => Promise<Uint8Array>): () => void
  /** Each change of the backups' state. Returns a function that stops listening. */
  onBackupChange(listener: (overview: BackupOverview) => void): () => void
}

/** What the owner's screens use of the backups (the desktop app's; the site has none). */
export type BackupControls = Pick<
  DesktopApi,
  | 'backupOverview'
  | 'backUpNow'
  | 'chooseBackupFolder'
  | 'setBackupPersonalData'
  | 'openBackupFolder'
  | 'readBackup'
  | 'onBackupChange'
>

/** The names given, which compile only while they are every method of DesktopApi. */
function everyMethod<const Names extends readonly (keyof DesktopApi)[]>(
  names: Names & ([Exclude<keyof DesktopApi, Names[number]>] extends [never] ? unknown : never),
): Names {
  return names
}

/** The method names, for checks at run time (the preload test compares against these). */
export const DESKTOP_API_METHODS = everyMethod([
  'readSecret',
  'writeSecret',
  'deleteSecret',
  'secretStorage',
  'loadSettings',
  'saveSettings',
  'openExternal',
  'onCommand',
  'onBeforeClose',
  'backupOverview',
  'backUpNow',
  'chooseBackupFolder',
  'setBackupPersonalData',
  'openBackupFolder',
  'readBackup',
  'onBackupRequest',
  'onBackupChange',
])
