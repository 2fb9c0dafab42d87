import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the bytes of stored objects live, by object id (never by a caller-chosen path). */
export interface FileStore {
  write(id: string, bytes: Uint8Array): void
  read(id: string): Uint8Array | null
  remove(id: string): void
}

const OBJECT_ID = /^[0-9a-f-]{36}$/

export function diskFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true })
  const path = (id: string) => {
    if (!OBJECT_ID.test(id)) throw new Error(`Not an object id: ${id}`)
    return join(dir, id)
  }
  return {
    write(id, bytes) {
      // Write then rename, so a crash never leaves half a file under the object's name.
      const temporary = `${path(id)}.partial`
      writeFileSync(temporary, bytes)
      renameSync(temporary, path(id))
    },
    read(id) {
      try {
        return readFileSync(path(id))
      } catch {
        return null
      }
    },
    remove(id) {
      rmSync(path(id), { force: true })
    },
  }
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>()
  return {
    write(id, bytes) {
      files.set(id, bytes)
    },
    read: (id) => files.get(id) ?? null,
    remove(id) {
      files.delete(id)
    },
  }
}
