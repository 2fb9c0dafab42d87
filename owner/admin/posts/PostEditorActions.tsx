import { Button } from '@blueprintjs/core'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import type { PostRevision } from '../../../shared/backend/revisions.ts'
import { FormActions } from '../FormActions.tsx'
import { PostHistoryDialog } from './PostHistoryDialog.tsx'
import { PostPreviewDialog } from './PostPreviewDialog.tsx'
import type { PostFormValues } from './postForm.ts'
import { SendTestButton } from './SendTestButton.tsx'
import { AutosaveStatusText } from './AutosaveStatusText.tsx'
import type { AutosaveStatus } from './usePostAutosave.ts'

interface PostEditorActionsProps {
  /** The server's copy of the post, or null for a post the server does not have yet. */
  post: BlogPost | null
  saving: boolean
  /** The form's values as they are now, the editor's latest text with them. */
  read: () => PostFormValues
  onRestore: (revision: PostRevision) => void
  /** Where the autosave is; null for a published post, which is never autosaved. */
  autosave: AutosaveStatus | null
}

/**
 * The buttons under the post: save and Cancel, a test mail of a post not mailed yet, Preview, and
 * the History of a saved post, with the dialogs Preview and History open.
 */
export function PostEditorActions({
  post,
  saving,
  read,
  onRestore,
  autosave,
}: PostEditorActionsProps) {
  const navigate = useNavigate()
  // What the History view compares with: the editor's text when it was opened.
  const [historyOf, setHistoryOf] = useState<PostFormValues | null>(null)
  // What the Preview shows: the editor's text when it was opened, saved or not.
  const [previewOf, setPreviewOf] = useState<PostFormValues | null>(null)

  return (
    <>
      <FormActions
        submitText={post ? 'Update Post' : 'Create Post'}
        savingText="Saving..."
        saving={saving}
        onCancel={() => void navigate('/blog-admin')}
      >
        {post && !post.newsletter_sent && <SendTestButton postId={post.id} />}
        <Button
          size="large"
          icon="eye-open"
          text="Preview"
          onClick={() => {
            setPreviewOf(read())
          }}
        />
        {post && (
          <Button
            size="large"
            icon="history"
            text="History"
            disabled={saving}
            onClick={() => {
              setHistoryOf(read())
            }}
          />
        )}
        {autosave && <AutosaveStatusText status={autosave} />}
      </FormActions>
      {post && historyOf && (
        <PostHistoryDialog
          postId={post.id}
          isOpen
          current={historyOf}
          onClose={() => {
            setHistoryOf(null)
          }}
          onRestore={(revision) => {
            onRestore(revision)
            setHistoryOf(null)
          }}
        />
      )}
      {previewOf && (
        <PostPreviewDialog
          values={previewOf}
          post={post}
          onClose={() => {
            setPreviewOf(null)
          }}
        />
      )}
    </>
  )
}
