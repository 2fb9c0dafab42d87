import { formatDateTime } from './dates.ts'
import { type MediaItem, itemFiles } from './media.ts'

/** How long an upload is kept, used or not: a post not saved yet may hold it (spec: a week). */
export const RECENT_UPLOAD_DAYS = 7
const DAY_MS = 86_400_000

/** A file nothing on the site uses that is kept all the same, and why. */
export interface KeptItem {
  item: MediaItem
  reason: string
}

/** What deleting unused files does: deletes these, and keeps those, saying why. */
export interface CleanupPlan {
  deletable: MediaItem[]
  kept: KeptItem[]
}

// A name ends where HTML or JSON (whose quotes are escaped with a backslash) ends it.
const STORED_FILE = /\/storage\/v1\/object\/public\/([^/\s"'<>(),?#\\]+)\/([^\s"'<>(),?#\\]+)/g

/** The stored files (`bucket/name`) a text names by their public addresses. */
export function storedFilesIn(text: string): string[] {
  return [...text.matchAll(STORED_FILE)].map((match) => `${match[1] ?? ''}/${match[2] ?? ''}`)
}

/**
 * Which unused files may go. Kept: one that unsaved changes on this device name (`localUses`:
 * `bucket/name` to what the changes are of), and one uploaded in the last week, which a post
 * being written on another device may hold. Files the site or an earlier version of a post uses
 * are not unused: the media view lists their uses.
 */
export function cleanupPlan(
  items: readonly MediaItem[],
  { now, localUses }: { now: Date; localUses: ReadonlyMap<string, string> },
): CleanupPlan {
  const plan: CleanupPlan = { deletable: [], kept: [] }
  for (const item of items.filter((candidate) => candidate.uses.length === 0)) {
    const named = itemFiles(item)
      .map((file) => localUses.get(`${file.bucket}/${file.name}`))
      .find((title) => title !== undefined)
    const uploaded = Date.parse(item.created_at)
    if (named !== undefined) {
      plan.kept.push({ item, reason: `Your unsaved changes to “${named}” on this device use it.` })
    } else if (now.getTime() - uploaded < RECENT_UPLOAD_DAYS * DAY_MS) {
      plan.kept.push({
        item,
        reason: `Uploaded ${formatDateTime(item.created_at)}: a post not saved yet may use it. Files are kept for ${String(RECENT_UPLOAD_DAYS)} days.`,
      })
    } else plan.deletable.push(item)
  }
  return plan
}
