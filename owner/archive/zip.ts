import { Zip, ZipDeflate, ZipPassThrough, unzipSync } from 'fflate'
import { ArchiveError } from './ArchiveError.ts'
import { type Bytes, asBytes } from './bytes.ts'
import { timeSlicer } from './timeSlices.ts'

export interface ZipFile {
  path: string
  bytes: Uint8Array
  /** Deflate text; store images as they are (they are compressed already, and stay fast). */
  compress: boolean
}

/** The most a ZIP may unpack to, in bytes: more is refused before anything is unpacked. */
const MAX_UNPACKED_BYTES = 2 * 1024 ** 3

/** Bytes packed between two chances to pause. */
const CHUNK_BYTES = 64 * 1024

/**
 * A ZIP of these files, each dated `modified`. Packed a slice at a time, pausing between
 * slices, so a large archive never holds the page (or the process) up for more than moments.
 */
export async function zipFiles(
  files: readonly ZipFile[],
  modified: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  const failures: Error[] = []
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error)
    else chunks.push(chunk)
  })
  const pause = timeSlicer()
  for (const file of files) {
    const entry = file.compress
      ? new ZipDeflate(file.path, { level: 6 })
      : new ZipPassThrough(file.path)
    entry.mtime = modified
    zip.add(entry)
    for (let start = 0; ; start += CHUNK_BYTES) {
      const end = start + CHUNK_BYTES
      const last = end >= file.bytes.length
      entry.push(file.bytes.subarray(start, end), last)
      await pause()
      if (last) break
    }
  }
  zip.end()
  const [failure] = failures
  if (failure) throw failure
  return joined(chunks)
}

function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.length
  }
  return whole
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

/** A file of a ZIP's directory: its path, and its size unpacked. */
interface ZipEntry {
  path: string
  size: number
}

const incomplete = (name: string) =>
  new ArchiveError(
    `${name} is not a complete ZIP archive: it may have been cut short while it was downloaded or copied.`,
  )

/**
 * The files a ZIP's directory lists (folders left out), unpacking none. A file that is not a
 * complete ZIP, a path that would lead outside the folder, or contents larger than
 * MAX_UNPACKED_BYTES are refused with the reason.
 */
function zipEntries(bytes: Uint8Array, name: string): ZipEntry[] {
  const unsafe: string[] = []
  const entries: ZipEntry[] = []
  let total = 0
  try {
    unzipSync(bytes, {
      filter(file) {
        if (file.name.endsWith('/')) return false
        if (!isSafeRelativePath(file.name)) unsafe.push(file.name)
        total += file.originalSize
        entries.push({ path: file.name, size: file.originalSize })
        return false
      },
    })
  } catch {
    throw incomplete(name)
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
  return entries
}

/** These files of a ZIP, unpacked. */
function unpack(bytes: Uint8Array, paths: ReadonlySet<string>, name: string): Map<string, Bytes> {
  try {
    const unpacked = unzipSync(bytes, { filter: (file) => paths.has(file.name) })
    return new Map(Object.entries(unpacked).map(([path, file]) => [path, asBytes(file)]))
  } catch {
    throw incomplete(name)
  }
}

/**
 * Every file of a ZIP by its path (folders left out). A file that is not a complete ZIP, a
 * path that would lead outside the folder, or contents larger than MAX_UNPACKED_BYTES are
 * refused with the reason, before any file is unpacked.
 */
export function unzipFiles(bytes: Uint8Array, name = 'The file'): Map<string, Bytes> {
  return unpack(bytes, new Set(zipEntries(bytes, name).map((entry) => entry.path)), name)
}

/** Bytes unpacked between two chances to pause. */
const UNPACK_BYTES = 4 * 1024 * 1024

/**
 * unzipFiles a few megabytes at a time, pausing between them, so unpacking a large archive
 * never holds the page up and its progress (files unpacked of all) is seen.
 */
export async function unzipFilesInSlices(
  bytes: Uint8Array,
  name = 'The file',
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, Bytes>> {
  const entries = zipEntries(bytes, name)
  const files = new Map<string, Bytes>()
  const pause = timeSlicer()
  let batch = new Set<string>()
  let batchBytes = 0
  for (const [index, entry] of entries.entries()) {
    batch.add(entry.path)
    batchBytes += entry.size
    if (batchBytes < UNPACK_BYTES && index < entries.length - 1) continue
    for (const [path, file] of unpack(bytes, batch, name)) files.set(path, file)
    onProgress?.(index + 1, entries.length)
    batch = new Set()
    batchBytes = 0
    await pause()
  }
  return files
}
