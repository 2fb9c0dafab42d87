import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LOCAL_BACKEND } from '../../../shared/config/siteConfig.ts'
import { SETTINGS_FILE_NAME, createSettingsStore } from '../../../desktop/main/settings-store.ts'
import { validSettings } from '../../../owner/platform/desktopSettings.ts'

const hosted = { backendUrl: 'https://abcd.supabase.co', anonKey: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' }

let directory = ''
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'settings-store-'))
})
afterEach(() => {
  rmSync(directory, { recursive: true, force: true })
})

describe('the settings store', () => {
  it('defaults to the local backend', () => {
    const store = createSettingsStore({ directory, env: {} })
    expect(store.load()).toEqual({ backendUrl: LOCAL_BACKEND.url, anonKey: LOCAL_BACKEND.anonKey })
  })

  it('takes its defaults from VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY when set', () => {
    const env = { VITE_SUPABASE_URL: hosted.backendUrl, VITE_SUPABASE_ANON_KEY: hosted.anonKey }
    expect(createSettingsStore({ directory, env }).load()).toEqual(hosted)
  })

  it('round-trips saved settings, which win over the environment', () => {
    createSettingsStore({ directory, env: {} }).save(hosted)
    const env = { VITE_SUPABASE_URL: 'https://other.supabase.co' }
    expect(createSettingsStore({ directory, env }).load()).toEqual(hosted)
    expect(readdirSync(directory)).toEqual([SETTINGS_FILE_NAME])
  })

  it('stores the address as an origin and the key trimmed', () => {
    const store = createSettingsStore({ directory, env: {} })
    store.save({ backendUrl: ' HTTPS://ABCD.supabase.co/ ', anonKey: `  ${hosted.anonKey}\n` })
    expect(store.load()).toEqual(hosted)
  })

  it('refuses settings that are not valid, and keeps the ones it had', () => {
    const store = createSettingsStore({ directory, env: {} })
    store.save(hosted)
    expect(() => {
      store.save({ backendUrl: 'ftp://abcd.supabase.co', anonKey: hosted.anonKey })
    }).toThrow('The backend address must be an http or https address')
    expect(store.load()).toEqual(hosted)
  })

  it.each([
    ['{"backendUrl": ', 'not JSON'],
    [JSON.stringify({ backendUrl: 'javascript:alert(1)', anonKey: 'k' }), 'not valid'],
  ])('falls back to the defaults when the file is %s', (text) => {
    writeFileSync(join(directory, SETTINGS_FILE_NAME), text)
    expect(createSettingsStore({ directory, env: {} }).load().backendUrl).toBe(LOCAL_BACKEND.url)
  })
})

describe('validSettings', () => {
  it.each([
    ['http://127.0.0.1:54321', 'http://127.0.0.1:54321'],
    ['https://abcd.supabase.co/', 'https://abcd.supabase.co'],
    ['https://api.example.com:8443', 'https://api.example.com:8443'],
  ])('accepts the address %s as %s', (backendUrl, expected) => {
    expect(validSettings({ backendUrl, anonKey: 'key' }).backendUrl).toBe(expected)
  })

  it.each([
    'abcd.supabase.co',
    'ftp://abcd.supabase.co',
    'file:///etc/passwd',
    'https://user:password@abcd.supabase.co',
    'https://abcd.supabase.co/rest/v1',
    'https://abcd.supabase.co/?x=1',
    '',
  ])('refuses the address %s', (backendUrl) => {
    expect(() => validSettings({ backendUrl, anonKey: 'key' })).toThrow(
      /^The backend address must be/,
    )
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'k'.repeat(4097)],
  ])('refuses an anon key that is %s', (_case, anonKey) => {
    expect(() => validSettings({ backendUrl: hosted.backendUrl, anonKey })).toThrow(
      /^The anon key must be/,
    )
  })

  it('refuses something that is not settings at all', () => {
    expect(() => validSettings(null)).toThrow('Settings must have a backend address')
    expect(() => validSettings({ backendUrl: 42, anonKey: 'key' })).toThrow(
      /^The backend address must be/,
    )
  })
})
