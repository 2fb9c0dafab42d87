/**
 * The one contract between the desktop app's renderer and its main process. The preload script
 * exposes exactly these methods on `window.desktop` (and ends with `satisfies DesktopApi`);
 * nothing else of Electron or Node reaches the renderer.
 */

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
}

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
])
