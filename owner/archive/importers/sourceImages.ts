import { type FileTree, percentDecoded } from './fileTree.ts'

/** A remote image reference's path after a marker (`/wp-content/uploads/`), or null. */
function pathAfter(reference: string, marker: string): string | null {
  const at = reference.indexOf(marker)
  if (at < 0) return null
  return percentDecoded(reference.slice(at + marker.length).split(/[?#]/)[0] ?? '')
}

/** The first of these paths that the files have. */
export function firstKnown(files: FileTree | null, candidates: readonly string[]): string | null {
  if (!files) return null
  return candidates.find((path) => files.paths.includes(path)) ?? null
}

/**
 * How a platform's export finds the file a post's image address means: the part of the address
 * after the platform's folder for uploads (`/wp-content/uploads/`, `/content/images/`), then
 * the first of the places `candidates` gives for it that the files given have.
 */
export function imagesAfter(
  files: FileTree | null,
  marker: string,
  candidates: (path: string) => readonly string[],
): (reference: string) => string | null {
  return (reference) => {
    const path = pathAfter(reference, marker)
    return path === null ? null : firstKnown(files, candidates(path))
  }
}
