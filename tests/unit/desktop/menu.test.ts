import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { menuTemplate } from '../../../desktop/main/menu.ts'

/** Every item of the template, submenus included. */
function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? items(item.submenu) : []),
  ])
}

function submenu(template: MenuItemConstructorOptions[], label: string) {
  const menu = template.find((item) => item.label === label)?.submenu
  if (!Array.isArray(menu)) throw new Error(`no ${label} menu`)
  return menu
}

const roles = (menu: MenuItemConstructorOptions[]) =>
  menu.map((item) => item.role ?? item.type ?? item.label)

describe('menuTemplate', () => {
  it.each([
    ['New Post', 'CmdOrCtrl+N', 'new-post'],
    ['Save', 'CmdOrCtrl+S', 'save'],
    ['Sync Now', 'CmdOrCtrl+Shift+S', 'sync-now'],
  ])('File > %s (%s) sends %s to the renderer', (label, accelerator, command) => {
    const send = vi.fn()
    const file = submenu(
      menuTemplate({ isMac: false, isDev: false, send, backUpNow: vi.fn() }),
      'File',
    )
    const item = file.find((entry) => entry.label === label)
    expect(item?.accelerator).toBe(accelerator)
    // Electron passes the item, the window and the event; the command does not need them.
    ;(item?.click as () => void)()
    expect(send).toHaveBeenCalledExactlyOnceWith(command)
  })

  it('File > Back Up Now makes a backup in main, not in the renderer', () => {
    const send = vi.fn()
    const backUpNow = vi.fn()
    const file = submenu(menuTemplate({ isMac: false, isDev: false, send, backUpNow }), 'File')
    ;(file.find((entry) => entry.label === 'Back Up Now')?.click as () => void)()
    expect(backUpNow).toHaveBeenCalledOnce()
    expect(send).not.toHaveBeenCalled()
  })

  it('ends File with Quit, or with Close on macOS where Quit is in the app menu', () => {
    const windows = menuTemplate({ isMac: false, isDev: false, send: vi.fn(), backUpNow: vi.fn() })
    expect(submenu(windows, 'File').at(-1)?.role).toBe('quit')
    const mac = menuTemplate({ isMac: true, isDev: false, send: vi.fn(), backUpNow: vi.fn() })
    expect(submenu(mac, 'File').at(-1)?.role).toBe('close')
    expect(mac[0]?.role).toBe('appMenu')
    expect(windows.some((item) => item.role === 'appMenu')).toBe(false)
  })

  it('has the standard Edit roles, so copy, paste and undo work in every field', () => {
    const edit = submenu(
      menuTemplate({ isMac: false, isDev: false, send: vi.fn(), backUpNow: vi.fn() }),
      'Edit',
    )
    expect(roles(edit)).toEqual([
      'undo',
      'redo',
      'separator',
      'cut',
      'copy',
      'paste',
      'pasteAndMatchStyle',
      'delete',
      'selectAll',
    ])
  })

  it('offers the developer tools in development only', () => {
    const hasDevTools = (isDev: boolean) =>
      items(menuTemplate({ isMac: false, isDev, send: vi.fn(), backUpNow: vi.fn() })).some(
        (item) => item.role === 'toggleDevTools',
      )
    expect(hasDevTools(true)).toBe(true)
    expect(hasDevTools(false)).toBe(false)
  })

  it('has reload, zoom and full screen in View', () => {
    const view = submenu(
      menuTemplate({ isMac: false, isDev: false, send: vi.fn(), backUpNow: vi.fn() }),
      'View',
    )
    expect(view[0]).toEqual({ role: 'reload', accelerator: 'CmdOrCtrl+R' })
    expect(roles(view)).toEqual(
      expect.arrayContaining(['forceReload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']),
    )
  })

  it('gives every accelerator to one item only', () => {
    for (const isMac of [false, true]) {
      const accelerators = items(
        menuTemplate({ isMac, isDev: true, send: vi.fn(), backUpNow: vi.fn() }),
      )
        .map((item) => item.accelerator)
        .filter((accelerator) => accelerator !== undefined)
      expect(new Set(accelerators).size).toBe(accelerators.length)
    }
  })
})
