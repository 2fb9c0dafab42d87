import { ArchiveError } from '../ArchiveError.ts'
import type { Bytes } from '../bytes.ts'
import { isSafeRelativePath, unzipFiles } from '../zip.ts'

/**
 * Files given with an import (a folder, or a ZIP): every file by its path from the root, with
 * `/` between folders. A path never leads outside the root.
 */
export interface FileTree {
  readonly paths: readonly string[]
  read(path: string): Promise<Bytes>
}

/** A tree of files held in memory (a ZIP's, or files a browser gave). */
export function memoryTree(files: ReadonlyMap<string, Bytes>): FileTree {
  const unsafe = [...files.keys()].filter((path) => !isSafeRelativePath(path))
  if (unsafe.length > 0) {
    throw new ArchiveError('These files’ paths lead outside their folder:', unsafe)
  }
  return {
    paths: [...files.keys()].sort(),
    read(path) {
      const bytes = files.get(path)
      if (!bytes) return Promise.reject(new ArchiveError(`${path} is not among the files given`))
      return Promise.resolve(bytes)
    },
  }
}

/** The files of a ZIP, checked as unzipFiles checks them. */
export function zipTree(bytes: Uint8Array, name?: string): FileTree {
  return memoryTree(unzipFiles(bytes, name))
}

/** The path a relative reference from `folder` means, or null when it leads outside the root. */
export function resolvePath(folder: string, reference: string): string | null {
  const parts = folder === '' ? [] : folder.split('/')
  for (const segment of reference.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (parts.length === 0) return null
      parts.pop()
    } else parts.push(segment)
  }
  return parts.length === 0 ? null : parts.join('/')
}

/** Text with its %-escapes decoded ("my%20photo.png" → "my photo.png"); as it is if malformed. */
export function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
