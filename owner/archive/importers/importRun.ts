import type { ArchiveNote } from '../notes.ts'
import type { StoredImages } from './importedImages.ts'
import type { ImportIds } from './importIds.ts'
import type { OldSite } from './oldSiteLinks.ts'
import type { uniqueSlugs } from './slugs.ts'
import type { ImportSettings, SourcePost } from './sourcePost.ts'

/** Adds a note for the dry run. */
export type Note = (kind: ArchiveNote['kind'], subject: string, message: string) => void

/** What importing each post draws on and adds to, as the posts are read one after another. */
export interface ImportRun {
  settings: ImportSettings
  stored: StoredImages
  note: Note
  now: string
  unique: ReturnType<typeof uniqueSlugs>
  ids: ImportIds
  site: OldSite
  earlierIds: Map<string, string>
  /** Old addresses already redirected: the first post to claim one keeps it. */
  redirected: Set<string>
}

/** How the notes name a post: its title, or 'Untitled'. */
export const subjectOf = (post: SourcePost) => post.title.trim() || 'Untitled'
