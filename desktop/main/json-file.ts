import { randomBytes } from 'node:crypto'
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname } from 'node:path'

/**
 * Small JSON files in the app's data directory. Synchronous on purpose: the files are tiny, two
 * writes can never interleave, and a write made while the app quits has landed before it exits.
 */

/** The parsed content, or undefined when the file is missing or is not JSON. */
export function readJsonFile(path: string): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Replaces the file in one step: the JSON goes to a temporary file beside it, reaches the disk,
 * and is renamed over the old one, so a crash leaves either the old content or the new, never half.
 */
export function writeJsonFileAtomic(path: string, value: unknown, mode = 0o600): void {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  mkdirSync(dirname(path), { recursive: true })
  try {
    const descriptor = openSync(temporary, 'wx', mode)
    try {
      writeFileSync(descriptor, JSON.stringify(value))
      fsyncSync(descriptor)
    } finally {
      closeSync(descriptor)
    }
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}
