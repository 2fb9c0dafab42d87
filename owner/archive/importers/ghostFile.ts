import { ArchiveError } from '../ArchiveError.ts'
import { type FileTree, zipTree } from './fileTree.ts'
import { importGhost } from './ghost.ts'
import type { ImportOptions, ImportResult } from './sourcePost.ts'

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b

/**
 * A Ghost export as Ghost gives it: its JSON alone, or its full export (the JSON and
 * content/images in one ZIP). Images given apart take the place of the ZIP's.
 */
export async function importGhostFile(
  bytes: Uint8Array,
  name: string,
  images: FileTree | null,
  options: ImportOptions,
): Promise<ImportResult> {
  if (!isZip(bytes)) {
    return importGhost({ ...options, json: new TextDecoder().decode(bytes), images })
  }
  const tree = zipTree(bytes, name)
  const json = tree.paths.find((path) => path.endsWith('.json'))
  if (!json) throw new ArchiveError(`${name} holds no Ghost export (.json).`)
  return importGhost({
    ...options,
    json: new TextDecoder().decode(await tree.read(json)),
    images: images ?? tree,
  })
}
