import type { Bytes } from '../../archive/bytes.ts'
import { type FileTree, memoryTree, zipTree } from '../../archive/importers/fileTree.ts'

export const fileBytes = async (file: File): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(await file.arrayBuffer())

/**
 * Files the owner chose as a tree: one ZIP as its files, or a folder's files (from a folder
 * picker) by their paths inside the folder.
 */
export async function chosenTree(files: readonly File[]): Promise<FileTree | null> {
  const [first] = files
  if (!first) return null
  if (files.length === 1 && /\.zip$/i.test(first.name)) {
    return zipTree(await fileBytes(first), first.name)
  }
  const entries = new Map<string, Bytes>()
  for (const file of files) {
    // A folder picker names each file from the folder itself: "posts/2019/a.md".
    const path = file.webkitRelativePath.split('/').slice(1).join('/') || file.name
    entries.set(path, await fileBytes(file))
  }
  return memoryTree(entries)
}
