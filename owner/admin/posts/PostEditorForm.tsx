import { Card, H2 } from '@blueprintjs/core'
import { useRef } from 'react'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import type { PostRevision } from '../../../shared/backend/revisions.ts'
import type { LocalCopy } from '../../data/offline/queries.ts'
import { useConfirm } from '../ConfirmDialog.tsx'
import { useToaster } from '../../ui/Toaster.tsx'
import { LocalCopyNotice } from '../offline/LocalCopyNotice.tsx'
import { RichTextEditor, type RichTextEditorHandle } from '../editor/RichTextEditor.tsx'
import { PostDetailsCard } from './PostDetailsCard.tsx'
import { PostEditorActions } from './PostEditorActions.tsx'
import { REVISION_RESTORED } from './PostHistoryDialog.tsx'
import { PostScheduleCard } from './PostScheduleCard.tsx'
import { PostSearchCard } from './PostSearchCard.tsx'
import { PreviewLinksCard } from './PreviewLinksCard.tsx'
import { PrePublishDialog } from './PrePublishDialog.tsx'
import { SharingPreview } from './SharingPreview.tsx'
import { POST_FIELDS } from './postFields.ts'
import { usePostFormValues } from './usePostFormValues.ts'
import { usePostDrafts } from './usePostDrafts.ts'
import { usePostSave } from './usePostSave.ts'
import { useBodyImageStore } from './useBodyImageStore.ts'
import { useImageToInsert } from './useImageToInsert.ts'

interface PostEditorFormProps {
  /** The server's copy of the post, or null for a post the server does not have yet. */
  post: BlogPost | null
  recordId: string
  /** What this computer holds of the post: the form starts from its draft or queued save. */
  copy: LocalCopy
  knownTags: string[]
  onDraftDiscarded: () => void
}

/**
 * The post editor's form. Every change is kept as a draft on this computer until the post is
 * saved; an unpublished post is also saved to the backend a few seconds after typing stops
 * (usePostAutosave). Saving publishes it (and mails the newsletter) when the Published switch
 * says so.
 */
export function PostEditorForm({
  post,
  recordId,
  copy,
  knownTags,
  onDraftDiscarded,
}: PostEditorFormProps) {
  const toast = useToaster()
  const [confirm, confirmDialog] = useConfirm()
  const editor = useRef<RichTextEditorHandle>(null)
  const storeImage = useBodyImageStore()
  const form = useRef<HTMLFormElement>(null)
  const { values, setValues, problems, setProblems, set, setTitle, setSlug, takeRevision } =
    usePostFormValues(post, copy)
  // The form's values as they are now: the editor passes its content on 300 ms after typing
  // stops, so the latest is asked of it.
  const read = () => ({ ...values, content: editor.current?.flush() ?? values.content })
  const { draft, autosave } = usePostDrafts({ post, recordId, copy, values, read })
  const { saving, save, held, release } = usePostSave({
    post,
    draft,
    exclusive: autosave.exclusive,
    form,
    read,
    setProblems,
    setValues,
  })
  const storeBodyImage = (file: Blob) => storeImage(values, file)
  const imageOnOpen = useImageToInsert()

  // A restored revision is an unsaved change like any edit: saving it is a normal save, so the
  // change queue and its conflict rules apply, and the history keeps every revision.
  const restoreRevision = (revision: PostRevision) => {
    takeRevision(revision)
    editor.current?.replace(revision.content)
    toast({ title: REVISION_RESTORED, intent: 'success' })
  }

  const discardDraft = async () => {
    if (!(await confirm('Discard your unsaved changes to this post?'))) return
    await draft.clear()
    onDraftDiscarded()
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault()
        save(null)
      }}
      noValidate
      className="admin-form"
      onBlur={() => void draft.flush()}
      onInput={autosave.touch}
    >
      <LocalCopyNotice copy={copy} onDiscardDraft={() => void discardDraft()} />
      <PostDetailsCard
        values={values}
        problems={problems}
        knownTags={knownTags}
        newsletterSent={post?.newsletter_sent ?? false}
        onChange={set}
        onTitleChange={setTitle}
        onSlugChange={setSlug}
      />
      <Card elevation={1} className="admin-card">
        <H2 className="admin-card-title">{POST_FIELDS.content.label}</H2>
        <RichTextEditor
          ref={editor}
          label="Post content"
          problem={problems.content}
          initialHtml={values.content}
          storeImage={storeBodyImage}
          insertOnOpen={imageOnOpen}
          onChange={(content) => {
            set('content', content)
          }}
        />
      </Card>
      <PostSearchCard values={values} problems={problems} onChange={set} />
      <SharingPreview values={values} />
      {!values.published && (
        <PostScheduleCard
          scheduledAt={post?.published ? null : (post?.scheduled_at ?? null)}
          saving={saving}
          onSchedule={(at) => {
            save({ scheduled_at: at.toISOString() })
          }}
          onUnschedule={() => {
            save({ scheduled_at: null })
          }}
        />
      )}
      {post && !post.published && <PreviewLinksCard postId={post.id} />}
      <PostEditorActions
        post={post}
        saving={saving}
        read={read}
        onRestore={restoreRevision}
        autosave={autosave.status}
      />
      <PrePublishDialog held={held} onClose={release} />
      {confirmDialog}
    </form>
  )
}
