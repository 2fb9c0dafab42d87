import { join } from 'node:path'
import type { SecretStorageKind } from '../../owner/platform/desktop-api.ts'
import { readJsonFile, writeJsonFileAtomic } from './json-file.ts'

/**
 * Encryption by the operating system (Electron's safeStorage in the app, a fake in tests).
 * Asynchronous because Electron's synchronous safeStorage calls are deprecated.
 */
export interface Cipher {
  /** False when the system offers no real protection: nothing may then be written to disk. */
  isAvailable(): Promise<boolean>
  encrypt(plain: string): Promise<Buffer>
  decrypt(data: Buffer): Promise<string>
}

/** String secrets by key (the signed-in session), kept encrypted on disk or only in memory. */
export interface SecretStore {
  read(key: string): Promise<string | null>
  write(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
  kind(): SecretStorageKind
}

export interface SecretStoreOptions {
  /** The app's data directory; the store is one file in it. */
  directory: string
  cipher: Cipher
  /** Where the store says that secrets will not survive a restart, or were lost. */
  warn?: (message: string) => void
}

export const SECRETS_FILE_NAME = 'secrets.json'

/** The file: each value encrypted by the cipher, in base64. Keys are not secret. */
interface SecretsFile {
  version: 1
  secrets: Record<string, string>
}

/**
 * Opens the store in `directory`. With no system encryption the store lives in memory only and
 * never touches the disk. A file that is corrupt or cannot be decrypted (another machine's, or a
 * key the system rotated) counts as empty and is replaced by the next write.
 */
export async function openSecretStore(options: SecretStoreOptions): Promise<SecretStore> {
  const warn = options.warn ?? console.warn
  if (!(await options.cipher.isAvailable())) {
    warn(
      'No system encryption is available: the session will not be remembered after the app quits.',
    )
    return memorySecretStore()
  }
  return encryptedSecretStore(join(options.directory, SECRETS_FILE_NAME), options.cipher, warn)
}

function memorySecretStore(): SecretStore {
  const secrets = new Map<string, string>()
  return {
    read: (key) => Promise.resolve(secrets.get(key) ?? null),
    write: (key, value) => {
      secrets.set(key, value)
      return Promise.resolve()
    },
    delete: (key) => {
      secrets.delete(key)
      return Promise.resolve()
    },
    kind: () => 'memory',
  }
}

function encryptedSecretStore(
  path: string,
  cipher: Cipher,
  warn: (message: string) => void,
): SecretStore {
  const encrypted = new Map(Object.entries(readSecretsFile(path)))
  const save = () => {
    const file: SecretsFile = { version: 1, secrets: Object.fromEntries(encrypted) }
    writeJsonFileAtomic(path, file)
  }
  // One operation at a time, in call order: a sign-out's delete must not be overtaken by the
  // write of a session refresh that started before it but waited longer for the cipher.
  const serial = serialQueue()

  return {
    read: (key) =>
      serial(async () => {
        const value = encrypted.get(key)
        if (value === undefined) return null
        try {
          return await cipher.decrypt(Buffer.from(value, 'base64'))
        } catch {
          warn('The stored session could not be decrypted; it is discarded.')
          encrypted.clear()
          return null
        }
      }),
    write: (key, value) =>
      serial(async () => {
        encrypted.set(key, (await cipher.encrypt(value)).toString('base64'))
        save()
      }),
    delete: (key) =>
      serial(() => {
        if (encrypted.delete(key)) save()
        return Promise.resolve()
      }),
    kind: () => 'encrypted',
  }
}

/** The encrypted values of the file, or none when it is missing or not a secrets file. */
function readSecretsFile(path: string): Record<string, string> {
  const value = readJsonFile(path)
  if (typeof value !== 'object' || value === null) return {}
  const { version, secrets } = value as Partial<Record<keyof SecretsFile, unknown>>
  if (version !== 1 || typeof secrets !== 'object' || secrets === null) return {}
  const entries: [string, unknown][] = Object.entries(secrets)
  return entries.every(isTextEntry) ? Object.fromEntries(entries) : {}
}

function isTextEntry(entry: [string, unknown]): entry is [string, string] {
  return typeof entry[1] === 'string'
}

/** Runs tasks one after another; a failed task does not stop the ones queued behind it. */
function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const result = tail.then(task)
    tail = result.catch(() => undefined)
    return result
  }
}
