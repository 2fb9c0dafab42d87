import { lstat, readFile, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { asBytes } from '../../owner/archive/bytes.ts'
import type { FileTree } from '../../owner/archive/importers/fileTree.ts'
import { isSafeRelativePath } from '../../owner/archive/zip.ts'

/**
 * The files under a folder as a FileTree, each read when an import asks for it. Symbolic links
 * are not followed, so nothing outside the folder is ever read.
 */
export async function folderTree(root: string): Promise<FileTree> {
  if (!(await lstat(root)).isDirectory()) throw new Error(`${root} is not a folder`)
  const paths: string[] = []
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) paths.push(relative(root, path).split(sep).join('/'))
    }
  }
  await walk(root)
  const known = new Set(paths.filter(isSafeRelativePath))
  return {
    paths: [...known].sort(),
    async read(path) {
      if (!known.has(path)) throw new Error(`${path} is not among the files given`)
      return asBytes(await readFile(join(root, ...path.split('/'))))
    },
  }
}
