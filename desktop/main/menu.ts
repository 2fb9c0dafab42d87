import type { MenuItemConstructorOptions } from 'electron'
import type { DesktopCommand } from '../../owner/platform/desktop-api.ts'

export interface MenuOptions {
  isMac: boolean
  /** Development builds get the developer tools. */
  isDev: boolean
  /** Passes a command to the renderer. */
  send: (command: DesktopCommand) => void
  /** Makes a backup now (main's own work). */
  backUpNow: () => void
}

/**
 * The application menu. Edit uses Electron's roles so that copy, paste and undo reach the focused
 * field (and the system's shortcuts work); File carries the app's own commands.
 */
export function menuTemplate({
  isMac,
  isDev,
  send,
  backUpNow,
}: MenuOptions): MenuItemConstructorOptions[] {
  const command = (label: string, accelerator: string, name: DesktopCommand) => ({
    label,
    accelerator,
    click: () => {
      send(name)
    },
  })
  const separator = { type: 'separator' } as const

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      command('New Post', 'CmdOrCtrl+N', 'new-post'),
      command('Save', 'CmdOrCtrl+S', 'save'),
      command('Sync Now', 'CmdOrCtrl+Shift+S', 'sync-now'),
      { label: 'Back Up Now', click: backUpNow },
      separator,
      // On macOS, Quit lives in the app menu and File ends with Close Window.
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  }
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'pasteAndMatchStyle' },
      { role: 'delete' },
      { role: 'selectAll' },
    ],
  }
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'reload', accelerator: 'CmdOrCtrl+R' },
      { role: 'forceReload' },
      ...(isDev ? [{ role: 'toggleDevTools' } as const] : []),
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  }
  const window: MenuItemConstructorOptions = {
    label: 'Window',
    submenu: isMac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  }
  return isMac ? [{ role: 'appMenu' }, file, edit, view, window] : [file, edit, view, window]
}
