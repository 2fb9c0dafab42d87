import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type Cipher,
  SECRETS_FILE_NAME,
  openSecretStore,
} from '../../../desktop/main/secret-store.ts'
import { fakeCipher } from '../../support/desktop-handlers.ts'

const SESSION = '{"access_token":"eyJ-very-secret-token","refresh_token":"r3fr3sh"}'

let directory = ''
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'secret-store-'))
})
afterEach(() => {
  rmSync(directory, { recursive: true, force: true })
})

const open = (cipher = fakeCipher(), warn = vi.fn()) => openSecretStore({ directory, cipher, warn })
const fileText = () => readFileSync(join(directory, SECRETS_FILE_NAME), 'utf8')

describe('the secret store with system encryption', () => {
  it('round-trips secrets across a restart', async () => {
    const store = await open()
    expect(store.kind()).toBe('encrypted')
    expect(await store.read('session')).toBeNull()
    await store.write('session', SESSION)
    await store.write('other', 'ünïcødé ✓')
    expect(await store.read('session')).toBe(SESSION)

    const reopened = await open()
    expect(await reopened.read('session')).toBe(SESSION)
    expect(await reopened.read('other')).toBe('ünïcødé ✓')
    await reopened.delete('session')
    expect(await (await open()).read('session')).toBeNull()
  })

  it('never writes a secret in plain text', async () => {
    const store = await open()
    await store.write('session', SESSION)
    const text = fileText()
    expect(text).toContain('session')
    for (const plain of [SESSION, 'very-secret-token', 'r3fr3sh']) {
      expect(text).not.toContain(plain)
      expect(text).not.toContain(Buffer.from(plain).toString('base64'))
    }
  })

  it('leaves one file and no temporary files behind', async () => {
    const store = await open()
    await Promise.all([store.write('a', '1'), store.write('b', '2'), store.delete('a')])
    expect(readdirSync(directory)).toEqual([SECRETS_FILE_NAME])
    expect(await store.read('a')).toBeNull()
    expect(await store.read('b')).toBe('2')
  })

  it('keeps the order of calls even when the cipher answers out of order', async () => {
    const fake = fakeCipher()
    const slowToEncrypt: Cipher = {
      ...fake,
      encrypt: async (plain) => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return fake.encrypt(plain)
      },
    }
    const store = await open(slowToEncrypt)
    // A session refresh still being encrypted, then a sign-out: the sign-out must win.
    await Promise.all([store.write('session', SESSION), store.delete('session')])
    expect(await store.read('session')).toBeNull()
    expect(await (await open()).read('session')).toBeNull()
  })

  it.each([
    ['not JSON', '{"version": 1, "secrets": {'],
    ['the wrong shape', JSON.stringify({ version: 1, secrets: { session: 42 } })],
    ['another version', JSON.stringify({ version: 2, secrets: {} })],
  ])('treats a file that is %s as empty, and replaces it on the next write', async (_c, text) => {
    writeFileSync(join(directory, SECRETS_FILE_NAME), text)
    const store = await open()
    expect(await store.read('session')).toBeNull()
    await store.write('session', SESSION)
    expect(await (await open()).read('session')).toBe(SESSION)
  })

  it('treats values it cannot decrypt as gone, and says so', async () => {
    const notOurs = Buffer.from('encrypted elsewhere').toString('base64')
    const file = { version: 1, secrets: { session: notOurs, other: notOurs } }
    writeFileSync(join(directory, SECRETS_FILE_NAME), JSON.stringify(file))
    const warn = vi.fn()
    const store = await open(fakeCipher(), warn)
    expect(await store.read('session')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    expect(await store.read('other')).toBeNull()
    await store.write('session', SESSION)
    const written = JSON.parse(fileText()) as { secrets: Record<string, string> }
    expect(Object.keys(written.secrets)).toEqual(['session'])
  })
})

describe('the secret store without system encryption', () => {
  it('keeps secrets in memory only, writes nothing, and says so once', async () => {
    const warn = vi.fn()
    const store = await open(fakeCipher({ available: false }), warn)
    expect(store.kind()).toBe('memory')
    await store.write('session', SESSION)
    expect(await store.read('session')).toBe(SESSION)
    await store.delete('session')
    expect(await store.read('session')).toBeNull()
    expect(existsSync(join(directory, SECRETS_FILE_NAME))).toBe(false)
    expect(readdirSync(directory)).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
  })
})
