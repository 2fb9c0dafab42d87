import { type Zippable, unzipSync, zipSync } from 'fflate'
import { ArchiveError } from './ArchiveError.ts'
import { type Bytes, asBytes } from './bytes.ts'

export interface ZipFile {
  path: string
  bytes: Uint8Array
  /** Deflate text; store images as they are (they are compressed already, and stay fast). */
  compress: boolean
}

/** The most a ZIP may unpack to, in bytes: more is refused before anything is unpacked. */
const MAX_UNPACKED_BYTES = 2 * 1024 ** 3

/** A ZIP of these files, each dated `modified`. */
export function zipFiles(files: readonly ZipFile[], modified: Date): Uint8Array {
  const entries: Zippable = {}
  for (const file of files) {
    entries[file.path] = [file.bytes, { level: file.compress ? 6 : 0, mtime: modified }]
  }
  return zipSync(entries)
}

/**
 * A relative path that stays inside the folder it is read from: no `..`, no absolute path or
 * drive, no backslashes, no empty or control-character names.
 */
export function isSafeRelativePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || /^[a-z]:/i.test(path)) return false
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (path.includes('\\') || /[\u0000-\u001f]/.test(path)) return false
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/**
 * Every file of a ZIP by its path (folders left out). A file that is not a complete ZIP, a
 * path that would lead outside the folder, or contents larger than MAX_UNPACKED_BYTES are
 * refused with the reason, before any file is unpacked.
 */
export function unzipFiles(bytes: Uint8Array, name = 'The file'): Map<string, Bytes> {
  const unsafe: string[] = []
  let total = 0
  let unpacked
  try {
    unpacked = unzipSync(bytes, {
      filter(file) {
        if (file.name.endsWith('/')) return false
        if (!isSafeRelativePath(file.name)) unsafe.push(file.name)
        total += file.originalSize
        return unsafe.length === 0 && total <= MAX_UNPACKED_BYTES
      },
    })
  } catch {
    throw new ArchiveError(
      `${name} is not a complete ZIP archive: it may have been cut short while it was downloaded or copied.`,
    )
  }
  if (unsafe.length > 0) {
    throw new ArchiveError(
      `${name} holds files whose paths lead outside its folder, so nothing was read from it:`,
      unsafe.map((path) => JSON.stringify(path)),
    )
  }
  if (total > MAX_UNPACKED_BYTES) {
    throw new ArchiveError(
      `${name} unpacks to more than ${MAX_UNPACKED_BYTES / 1024 ** 3} GB, more than any site archive holds.`,
    )
  }
  return new Map(Object.entries(unpacked).map(([path, file]) => [path, asBytes(file)]))
}
