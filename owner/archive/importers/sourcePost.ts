import type { PostSanitizer } from '../../../shared/content/sanitizePostHtml.ts'
import type { Archive } from '../archive.ts'
import type { ArchiveNote } from '../notes.ts'
import type { ArchiveProgress } from '../progress.ts'
import type { FileTree } from './fileTree.ts'
import type { ImagePreparer } from './importedImages.ts'

export type ImportSource = 'wordpress' | 'ghost' | 'markdown'

/**
 * Whether a post may be public here, as its source marked it: public; not public there (a
 * draft, private, password-protected, for members), with why; or to be published later.
 */
export type SourceState =
  | { state: 'public' }
  | { state: 'draft'; why: string }
  | { state: 'scheduled'; at: string; why: string }

/** A post as another platform gave it, before it becomes a row of this site. */
export interface SourcePost {
  /** What identifies it in its source (a post id, a file's path): the same on every import. */
  key: string
  title: string
  /** As the source has it: may be empty or not valid here. */
  slug: string
  /** As the source has it: sanitised here. */
  html: string
  excerpt: string | null
  tags: readonly string[]
  state: SourceState
  publishDate: string | null
  createdAt: string | null
  updatedAt: string | null
  author: string | null
  featured: boolean
  /** The banner image's address or path, as the source gives it. */
  banner: string | null
  /** The banner image's alt text, as the source gives it ('' when it has none). */
  bannerAlt: string
  /**
   * Its public paths on the old site, each redirected to it here: a WordPress permalink, a
   * Jekyll or Hugo address, and the older addresses those sites redirected already.
   */
  oldPaths: readonly string[]
}

/** What an import made: an archive to dry-run and restore, and what the owner should know. */
export interface ImportResult {
  archive: Archive
  notes: ArchiveNote[]
  /**
   * The id an import gave a post before imports named the old site in ids, by the post's id now:
   * a backend that has a row under the earlier id from the same site keeps it (importPlan.ts).
   */
  earlierIds: ReadonlyMap<string, string>
}

/** What every importer takes besides its source: how to clean HTML and prepare images. */
export interface ImportOptions {
  sanitize: PostSanitizer
  /** Prepares each image as a picked one is; without one, images are stored as given. */
  prepareImage?: ImagePreparer
  onProgress?: ArchiveProgress
  now?: Date
}

export interface ImportSettings {
  source: ImportSource
  /**
   * The public site the posts came from ('' when unknown): named in the manifest and in the
   * posts' ids, and where the posts' links from its root lead.
   */
  siteUrl: string
  /** Why the site's address is not known, said of links that would need it. */
  siteUnknownBecause: string
  /** Files given with the import, where its images may be. */
  files: FileTree | null
  /** The file of `files` an image reference of a post means, or null when it is not there. */
  findImage: (reference: string, post: SourcePost) => string | null
  options: ImportOptions
  /** Notes of the reading of the source (skipped items and the like). */
  notes: ArchiveNote[]
}
