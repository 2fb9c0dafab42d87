import {
  type Archive,
  type FileCheck,
  MANIFEST_PATH,
  countsOf,
  imagePath,
  postMarkdownPath,
  tablePath,
} from './archive.ts'
import { sha256Hex } from './digest.ts'
import { postMarkdown } from './postMarkdown.ts'
import type { ArchiveProgress } from './progress.ts'
import { ARCHIVE_TABLES } from './tables.ts'
import { timeSlicer } from './timeSlices.ts'
import { type ZipFile, zipFiles } from './zip.ts'

const encoder = new TextEncoder()

/**
 * The archive as a ZIP: manifest.json (format version, time, site, counts, and every other
 * file's size and SHA-256), each table as JSON, each post as Markdown, each image at its
 * Storage path. The same content always packs to the same files; only the manifest's time
 * differs between two exports.
 */
export async function packArchive(
  archive: Archive,
  onProgress?: ArchiveProgress,
): Promise<Uint8Array<ArrayBuffer>> {
  const files: ZipFile[] = []
  // Converting hundreds of posts to Markdown takes seconds: the page keeps answering meanwhile.
  const pause = timeSlicer()
  for (const table of ARCHIVE_TABLES) {
    const rows = archive.tables[table.name]
    if (!rows) continue
    // Columns always in the table's order, whoever made the rows.
    const ordered = rows.map((row) =>
      Object.fromEntries(Object.keys(table.columns).map((column) => [column, row[column] ?? null])),
    )
    const json = `${JSON.stringify(ordered, null, 2)}\n`
    files.push({ path: tablePath(table.name), bytes: encoder.encode(json), compress: true })
  }
  for (const post of archive.tables.blog_posts ?? []) {
    if (typeof post.slug !== 'string') continue
    files.push({
      path: postMarkdownPath(post.slug),
      bytes: encoder.encode(postMarkdown(post)),
      compress: true,
    })
    await pause()
  }
  for (const image of archive.images) {
    files.push({ path: imagePath(image), bytes: image.bytes, compress: false })
  }

  const checks: Record<string, FileCheck> = {}
  for (const [index, file] of files.entries()) {
    onProgress?.({ phase: 'packing', done: index, total: files.length })
    checks[file.path] = { bytes: file.bytes.length, sha256: await sha256Hex(file.bytes) }
  }
  const manifest = {
    ...archive.manifest,
    counts: countsOf(archive.tables, archive.images),
    files: checks,
  }
  const manifestFile: ZipFile = {
    path: MANIFEST_PATH,
    bytes: encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`),
    compress: true,
  }
  const zip = await zipFiles([manifestFile, ...files], new Date(manifest.exportedAt))
  onProgress?.({ phase: 'packing', done: files.length, total: files.length })
  return zip
}
