import { type RefObject, useState } from 'react'
import { flushSync } from 'react-dom'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import type { FormDraft } from '../../data/offline/useFormDraft.ts'
import { POST_MESSAGES } from '../../data/posts/postMessages.ts'
import { savedPostMessage } from '../../data/posts/savedPostMessage.ts'
import { prePublishProblems } from '../../../shared/domain/prePublishChecks.ts'
import { announcesPost } from '../../../shared/domain/publishing.ts'
import { extractPendingImages } from '../../offline/queue/pendingImages.ts'
import { focusFirstInvalid } from '../../ui/focusFirstInvalid.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { useFormSave } from '../offline/useFormSave.ts'
import type { HeldPublish } from './PrePublishDialog.tsx'
import type { SavedVersion } from './useSavedVersion.ts'
import {
  type PostFormValues,
  type PostProblems,
  checkedPost,
  postInput,
  postProblems,
} from './postForm.ts'
import { storeDataImages, storingFailure } from './storeDataImages.ts'
import { useBodyImageStore } from './useBodyImageStore.ts'

/** A save that sets the post's schedule: a time to go live, or null for none. */
type ScheduleChange = { scheduled_at: string | null }

interface PostSaveOptions {
  /** The server's copy of the post, or null for a post the server does not have yet. */
  post: BlogPost | null
  draft: FormDraft
  /** Runs the save after any autosave in flight, from the version it wrote (usePostAutosave). */
  exclusive: <Result>(task: (from: SavedVersion) => Promise<Result>) => Promise<Result>
  /** The form, where focus moves to the first field to fix. */
  form: RefObject<HTMLFormElement | null>
  /** The form's values as they are now, the editor's latest text with them. */
  read: () => PostFormValues
  setProblems: (problems: PostProblems) => void
  /** Takes in what a schedule saved: the post as a draft. */
  setValues: (values: PostFormValues) => void
}

/**
 * The post's save and publish. The fields are checked first; a save that would publish or
 * schedule the post is then held while the pre-publish checks find something (`held`, for
 * PrePublishDialog), until the owner goes ahead. Scheduling saves the post as a draft with a time
 * to go live; unscheduling saves it as a plain draft; any other save leaves the schedule as it is.
 * An image kept in the body as a data address is stored in sizes first (see storeDataImages).
 */
export function usePostSave({
  post,
  draft,
  exclusive,
  form,
  read,
  setProblems,
  setValues,
}: PostSaveOptions) {
  const toast = useToaster()
  const { saving, submit } = useFormSave({ draft, listPath: '/blog-admin' })
  const storeImage = useBodyImageStore()
  // A publish or schedule held back until the owner has seen what the checks found.
  const [held, setHeld] = useState<HeldPublish | null>(null)

  const send = async (current: PostFormValues, schedule: ScheduleChange | null) => {
    let content: string
    try {
      content = await storeDataImages(current.content, (file) => storeImage(current, file))
    } catch (error) {
      console.error('Storing an image of the post failed:', error)
      toast({
        title: POST_MESSAGES.saveFailed(storingFailure(error)),
        intent: 'danger',
      })
      return
    }
    const saved = { ...current, content }
    const { input, files } = extractPendingImages({ ...postInput(saved, post), ...schedule })
    await exclusive((from) =>
      submit(
        {
          table: 'blog_posts',
          recordId: from.recordId,
          baseUpdatedAt: from.updatedAt,
          input,
          files,
          title: current.title.trim(),
          announce: announcesPost(current.published, post),
        },
        {
          saved: (outcome) =>
            savedPostMessage(
              schedule ? { scheduledAt: schedule.scheduled_at } : post ? 'updated' : 'created',
              outcome.newsletter,
            ),
          failed: (reason) => ({ title: POST_MESSAGES.saveFailed(reason), intent: 'danger' }),
        },
      ),
    )
  }

  const save = (schedule: ScheduleChange | null) => {
    const current = { ...read(), ...(schedule ? { published: false } : {}) }
    const found = postProblems(current)
    // Marked at once, so focus can move to the first field to fix.
    flushSync(() => {
      setProblems(found.problems)
    })
    const first = Object.values(found.problems)[0]
    if (first) {
      focusFirstInvalid(form.current)
      toast({ title: found.missing ? POST_MESSAGES.required : first, intent: 'danger' })
      return
    }
    if (schedule) setValues(current)
    const goesOut = schedule
      ? schedule.scheduled_at !== null
      : current.published && !post?.published
    const problemsFound = goesOut ? prePublishProblems(checkedPost(current)) : []
    if (problemsFound.length > 0) {
      setHeld({
        action: schedule ? 'schedule' : 'publish',
        problems: problemsFound,
        proceed: () => {
          void send(current, schedule)
        },
      })
      return
    }
    void send(current, schedule)
  }

  const release = () => {
    setHeld(null)
  }

  return { saving, save, held, release }
}
