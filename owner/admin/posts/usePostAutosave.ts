import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import { failureDescription, isUnreachable } from '../../../shared/backend/errors.ts'
import type { FormDraft } from '../../data/offline/useFormDraft.ts'
import { CHANGED_MEANWHILE } from '../../data/offline/saveMessages.ts'
import { UNREACHABLE, useRecordSave } from '../../data/offline/useRecordSave.ts'
import { extractPendingImages } from '../../offline/queue/pendingImages.ts'
import type { QueuedSave } from '../../offline/queue/changeQueue.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { type PostFormValues, postInput, postProblems } from './postForm.ts'
import { holdsDataImages } from './storeDataImages.ts'
import { type SavedVersion, useSavedVersion } from './useSavedVersion.ts'
import { useSaveTurns } from './useSaveTurns.ts'

/** Typing settles this long before an unpublished post is saved to the backend. */
const AUTOSAVE_DELAY_MS = 3000
/** An autosave the backend could not take is tried again this much later. */
const RETRY_MS = 5000

/** What the editor says of its autosave; it says saved only once the backend has the text. */
export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string }

interface AutosaveOptions {
  /** The server's copy of the post, or null for a post the server does not have yet. */
  post: BlogPost | null
  /** The version the form opened from. */
  opened: SavedVersion
  /** Whether the form opened from this computer's draft or queued save, not yet on the server. */
  unsynced: boolean
  draft: FormDraft
  /** The form's values as they are now, the editor's latest text with them. */
  read: () => PostFormValues
  /** The form's values as rendered: a change starts the delay again. */
  values: PostFormValues
  /** Takes in the version an autosave wrote: the draft is kept under its id from then on. */
  onVersion: (version: SavedVersion) => void
}

/** Whether the form could be saved at all (a title, content and a tag, as a save requires). */
function autosavable(values: PostFormValues): boolean {
  if (Object.keys(postProblems(values).problems).length > 0) return false
  // An image kept as a data address is stored by an explicit save, never sent as it is.
  return !holdsDataImages(values.content)
}

/** The autosave of the form's values: never a publish, never a newsletter. */
function autosaveRequest(
  values: PostFormValues,
  saved: BlogPost | null,
  from: SavedVersion,
): QueuedSave {
  const { input, files } = extractPendingImages(postInput({ ...values, published: false }, saved))
  return {
    table: 'blog_posts',
    recordId: from.recordId,
    baseUpdatedAt: from.updatedAt,
    input,
    files,
    title: values.title.trim(),
    announce: false,
    autosave: true,
  }
}

/** What a failed autosave says: offline while the backend cannot be reached, else why. */
function failureStatus(error: unknown): AutosaveStatus {
  const offline = isUnreachable(error) || (error instanceof Error && error.message === UNREACHABLE)
  return offline ? { kind: 'offline' } : { kind: 'failed', reason: failureDescription(error) }
}

/**
 * Saves an unpublished post to the backend a few seconds after typing stops, through the change
 * queue, so another device opens the latest text and two devices editing it meet the conflict
 * screen. The first autosave of a new post creates it once the post could be saved at all (a
 * title, content and a tag); later ones update it. Offline, the draft stays on this computer
 * (the desktop queues the save) and is saved when the backend answers again. A published post
 * is never autosaved: it changes on Update only. `exclusive` runs an explicit save after any
 * autosave in flight, from the version that autosave wrote, and no autosave starts until it ends.
 */
export function usePostAutosave({
  post,
  opened,
  unsynced,
  draft,
  read,
  values,
  onVersion,
}: AutosaveOptions) {
  const saveRecord = useRecordSave()
  const version = useSavedVersion(opened, onVersion)
  const navigate = useNavigate()
  const toast = useToaster()
  const enabled = !post?.published
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' })
  // Each failed try while the backend cannot be reached schedules the next.
  const [retries, setRetries] = useState(0)
  // What the backend has of the form, as JSON; null when it may lack what the form opened with.
  const sent = useRef<string | null>(unsynced ? null : JSON.stringify(values))
  const { inTurn, explicitly, after, cancel, explicitOn } = useSaveTurns()
  const alive = useRef(true)
  const latest = useRef({ post, draft, read })
  useEffect(() => {
    latest.current = { post, draft, read }
  })

  const attempt = useCallback(async () => {
    const { post: saved, draft: local, read: readNow } = latest.current
    const current = readNow()
    const json = JSON.stringify(current)
    if (!alive.current || explicitOn()) return
    if (saved?.published || json === sent.current || !autosavable(current)) return
    setStatus({ kind: 'saving' })
    try {
      const outcome = await saveRecord(autosaveRequest(current, saved, version.current()))
      if (outcome.status === 'conflict') {
        alive.current = false
        await local.clear()
        toast(CHANGED_MEANWHILE)
        void navigate(`/drafts/conflict/${outcome.changeId}`)
        return
      }
      sent.current = json
      if (outcome.status === 'queued') {
        version.waiting(outcome.changeId)
        setStatus({ kind: 'offline' })
        return
      }
      // What was typed meanwhile stays in the draft; the rest is on the server now.
      if (JSON.stringify(latest.current.read()) === json) await local.clear()
      version.wrote(outcome.row)
      setStatus({ kind: 'saved' })
    } catch (error) {
      console.error('Autosave failed:', error)
      const failed = failureStatus(error)
      setStatus(failed)
      // The draft is on this computer; the save is tried again until the backend answers.
      if (failed.kind === 'offline') {
        after(RETRY_MS, () => {
          setRetries((count) => count + 1)
        })
      }
    }
  }, [after, explicitOn, navigate, saveRecord, toast, version])

  const run = useCallback(() => inTurn(attempt), [attempt, inTurn])
  const exclusive = useCallback(
    <Result>(task: (from: SavedVersion) => Promise<Result>): Promise<Result> =>
      explicitly(() => task(version.current())),
    [explicitly, version],
  )

  /**
   * A keystroke starts the delay again: the editor passes its text on only in pauses, so typing
   * that never pauses would otherwise be saved mid-sentence.
   */
  const touch = useCallback(() => {
    if (enabled) after(AUTOSAVE_DELAY_MS, () => void run())
  }, [after, enabled, run])

  const json = JSON.stringify(values)
  useEffect(() => {
    if (json !== sent.current) touch()
  }, [json, touch])

  useEffect(() => {
    if (retries > 0) void run()
  }, [retries, run])

  useEffect(() => {
    alive.current = true
    const onOnline = () => void run()
    window.addEventListener('online', onOnline)
    return () => {
      alive.current = false
      cancel()
      window.removeEventListener('online', onOnline)
    }
  }, [cancel, run])

  return { status: enabled ? status : null, exclusive, touch }
}
