import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOCAL_BACKEND } from '../../../shared/config/siteConfig.ts'
import { createFakeDesktop } from '../../support/desktop-handlers.ts'

let directory = ''
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'desktop-handlers-'))
})
afterEach(() => {
  rmSync(directory, { recursive: true, force: true })
})

describe('the desktop handlers', () => {
  it('keep secrets and settings in the stores', async () => {
    const { handlers } = await createFakeDesktop({ directory })
    expect(await handlers.secretStorage()).toBe('encrypted')
    await handlers.writeSecret('session', 'token')
    expect(await handlers.readSecret('session')).toBe('token')
    await handlers.deleteSecret('session')
    expect(await handlers.readSecret('session')).toBeNull()

    expect(await handlers.loadSettings()).toEqual({
      backendUrl: LOCAL_BACKEND.url,
      anonKey: LOCAL_BACKEND.anonKey,
    })
    await handlers.saveSettings({ backendUrl: 'https://abcd.supabase.co', anonKey: 'key' })
    const again = await createFakeDesktop({ directory })
    expect((await again.handlers.loadSettings()).backendUrl).toBe('https://abcd.supabase.co')
  })

  it('say when secrets only last until the app quits', async () => {
    const { handlers } = await createFakeDesktop({ directory, encryption: false })
    expect(await handlers.secretStorage()).toBe('memory')
  })

  it('reject settings that are not valid', async () => {
    const { handlers } = await createFakeDesktop({ directory })
    await expect(handlers.saveSettings({ backendUrl: 'nope', anonKey: 'key' })).rejects.toThrow(
      /^The backend address must be/,
    )
  })

  it('open only safe external addresses, normalised', async () => {
    const { handlers, openedUrls } = await createFakeDesktop({ directory })
    await handlers.openExternal('HTTPS://Example.com')
    await expect(handlers.openExternal('javascript:alert(1)')).rejects.toThrow(/^Refused:/)
    await expect(handlers.openExternal('file:///etc/passwd')).rejects.toThrow(/^Refused:/)
    expect(openedUrls).toEqual(['https://example.com/'])
  })
})
