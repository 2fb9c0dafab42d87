import type { Draft } from '../../owner/offline/store/draftStore.ts'
import { indexedDbDraftStore } from '../../owner/offline/store/indexedDbDraftStore.ts'
import {
  CRASH_DATABASE,
  CRASH_DRAFTS,
  type CrashDraft,
  SAVED_MESSAGE,
  crashDraft,
  crashDraftKey,
} from './draft-crash-drafts.ts'

/**
 * The page of the draft crash test, bundled and served to Chromium: the real IndexedDB draft store
 * as the desktop app opens it, and forms that type into it until the browser is killed.
 */

export interface DraftCrashPage {
  /**
   * Types into every draft at once, each from its revision in `firstRevisions`, until the page
   * dies; writes SAVED_MESSAGE with the key and revision once the store acknowledges a save.
   */
  startTyping(firstRevisions: Record<string, number>): void
  /** Every draft, as the store reads it back. */
  readDrafts(): Promise<Draft[]>
}

/** Where the page puts itself, for the test to call. */
export interface DraftCrashGlobal {
  draftCrashPage: DraftCrashPage
}

const store = indexedDbDraftStore(CRASH_DATABASE)

/** A form's saves one after another, a keystroke or two apart, as useFormDraft makes them. */
async function typeInto(draft: CrashDraft, firstRevision: number): Promise<void> {
  for (let revision = firstRevision; ; revision += 1) {
    await store.saveDraft(crashDraft(draft, revision))
    console.info(SAVED_MESSAGE, crashDraftKey(draft), revision)
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3))
  }
}

const page: DraftCrashPage = {
  startTyping(firstRevisions) {
    for (const draft of CRASH_DRAFTS) {
      // A save that fails is an uncaught error in the page, which stops the test.
      void typeInto(draft, firstRevisions[crashDraftKey(draft)] ?? 1)
    }
  },
  readDrafts: () => store.listDrafts(),
}

;(globalThis as unknown as DraftCrashGlobal).draftCrashPage = page
