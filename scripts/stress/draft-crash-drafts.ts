import type { EditableTable } from '../../shared/backend/contentTables.ts'
import { LOCAL_BACKEND } from '../../shared/config/siteConfig.ts'
import { type Draft, type JsonObject, draftKey } from '../../owner/offline/store/draftStore.ts'

/**
 * What the draft crash test types, shared by the page that types it and the Node side that checks
 * what came back: the drafts, and each draft's values at every revision (so a draft read back
 * can be checked byte for byte, not only for its revision number).
 */

/** The desktop app's database name for the local backend (`drafts ${backendUrl}`). */
export const CRASH_DATABASE = `drafts ${LOCAL_BACKEND.url}`

/** The console message the page writes once the store has acknowledged a save. */
export const SAVED_MESSAGE = 'draft-saved'

export interface CrashDraft {
  table: EditableTable
  recordId: string
  title: string
}

/** Several forms open at once: a new post, and existing items of other tables. */
export const CRASH_DRAFTS: readonly CrashDraft[] = [
  { table: 'blog_posts', recordId: 'local-0b6f3c1e-crash-post', title: 'A post typed in a crash' },
  { table: 'services', recordId: '12', title: 'Interim leadership' },
  { table: 'publications', recordId: '4', title: 'Notes on durable drafts' },
  { table: 'contact_faqs', recordId: 'local-5d2a9e77-crash-faq', title: 'What if it crashes?' },
]

export const crashDraftKey = (draft: CrashDraft) => draftKey(draft.table, draft.recordId)

const TEXT =
  'The owner types a paragraph, pauses, deletes a word and types on; every pause is a save. '

/** The form's values at a revision: the body grows and shrinks as typing goes on (up to 16 kB). */
export function crashDraftValues(draft: CrashDraft, revision: number): JsonObject {
  const length = 40 + ((revision * 389) % 16_000)
  const body = TEXT.repeat(Math.ceil(length / TEXT.length)).slice(0, length)
  return { title: `${draft.title} (${revision})`, body: `<p>${body}</p>`, revision }
}

/** The draft as a form saves it at a revision. */
export function crashDraft(draft: CrashDraft, revision: number): Draft {
  return {
    key: crashDraftKey(draft),
    table: draft.table,
    recordId: draft.recordId,
    values: crashDraftValues(draft, revision),
    baseUpdatedAt: draft.recordId.startsWith('local-') ? null : '2024-05-01T09:30:00.000Z',
    title: draft.title,
    savedAt: new Date().toISOString(),
  }
}

/**
 * The revision of a draft read back, or null when it is corrupt: not a draft of `draft`, or its
 * values are not exactly what the form had at that revision.
 */
export function readBackRevision(draft: CrashDraft, stored: unknown): number | null {
  if (typeof stored !== 'object' || stored === null) return null
  const { key, table, recordId, values, baseUpdatedAt, title, savedAt } = stored as Partial<
    Record<keyof Draft, unknown>
  >
  const revision = (values as Partial<Record<string, unknown>> | undefined)?.revision
  if (
    key !== crashDraftKey(draft) ||
    table !== draft.table ||
    recordId !== draft.recordId ||
    title !== draft.title ||
    typeof savedAt !== 'string' ||
    Number.isNaN(Date.parse(savedAt)) ||
    typeof revision !== 'number' ||
    !Number.isSafeInteger(revision)
  ) {
    return null
  }
  const expected = crashDraft(draft, revision)
  const exact =
    baseUpdatedAt === expected.baseUpdatedAt &&
    JSON.stringify(values) === JSON.stringify(expected.values)
  return exact ? revision : null
}
