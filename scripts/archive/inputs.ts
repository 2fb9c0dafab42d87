import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { type FileTree, zipTree } from '../../owner/archive/importers/fileTree.ts'
import { importGhostFile } from '../../owner/archive/importers/ghostFile.ts'
import type { ImportOptions, ImportResult } from '../../owner/archive/importers/sourcePost.ts'
import { importMarkdown } from '../../owner/archive/importers/markdown.ts'
import { importWordPress } from '../../owner/archive/importers/wordpress.ts'
import { fetchRemoteImages } from '../../owner/archive/importers/remoteImages.ts'
import type { ArchiveProgress } from '../../owner/archive/progress.ts'
import type { PostSanitizer } from '../../shared/content/sanitizePostHtml.ts'
import { folderTree } from './folderTree.ts'
import { prepareWithSharp } from './sharpImages.ts'
import type { ImportInput } from './options.ts'

/** A folder, or a ZIP file, as a tree of files. */
async function treeAt(path: string): Promise<FileTree> {
  if ((await stat(path)).isDirectory()) return folderTree(path)
  return zipTree(await readFile(path), basename(path))
}

const optionalTree = (path: string | null) => (path === null ? null : treeAt(path))

/**
 * Reads what the command line names and imports it (nothing is written yet), its images
 * prepared for the web with sharp, fetching the images found only on the web when asked.
 */
export async function readImport(
  input: ImportInput,
  sanitize: PostSanitizer,
  options: { fetchImages: boolean; onProgress?: ArchiveProgress },
): Promise<ImportResult> {
  const result = await readSource(input, {
    sanitize,
    prepareImage: prepareWithSharp,
    onProgress: options.onProgress,
  })
  return options.fetchImages
    ? fetchRemoteImages(result, { onProgress: options.onProgress })
    : result
}

async function readSource(input: ImportInput, options: ImportOptions): Promise<ImportResult> {
  switch (input.from) {
    case 'wordpress':
      return importWordPress({
        ...options,
        xml: await readFile(input.file, 'utf8'),
        uploads: await optionalTree(input.uploads),
      })
    case 'ghost': {
      const bytes = await readFile(input.file)
      return importGhostFile(bytes, basename(input.file), await optionalTree(input.images), options)
    }
    case 'markdown':
      return importMarkdown({ ...options, files: await treeAt(input.path) })
  }
}
