import { Dialog, DialogBody, Switch } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import { PostArticle } from '../../../shared/postView/PostArticle.tsx'
import { PostBodyView } from '../../../shared/postView/PostBodyView.tsx'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import { sanitizeInBrowser } from '../sanitizeInBrowser.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { type PostFormValues, postInput } from './postForm.ts'

interface PostPreviewDialogProps {
  /** The editor's values as they are now, saved or not. */
  values: PostFormValues
  /** The server's copy of the post, or null for one it does not have yet. */
  post: BlogPost | null
  onClose: () => void
}

// A visitor who has not chosen sees the theme of their system, as the site does.
const systemPrefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches

/**
 * The post as visitors will see it, from the form as it is (saved or not, online or not): the
 * public post view in the site's own styles, with its body cleaned as the site cleans it, in
 * either theme.
 */
export function PostPreviewDialog({ values, post, onClose }: PostPreviewDialogProps) {
  const { ownerName } = useSiteIdentity()
  const [dark, setDark] = useState(systemPrefersDark)
  // What a save would write, so the preview shows the same trimmed texts, date and read time.
  const shown = useMemo(
    () => ({
      ...postInput(values, post),
      created_at: post?.created_at ?? new Date().toISOString(),
    }),
    [values, post],
  )
  const body = useMemo(() => sanitizeInBrowser(shown.content), [shown.content])

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Preview"
      className="post-preview-dialog"
      style={{ width: 'min(1100px, 95vw)' }}
    >
      <DialogBody className="post-preview-body">
        <Switch
          label="Dark theme"
          checked={dark}
          onChange={(event) => {
            setDark(event.currentTarget.checked)
          }}
        />
        <SiteFrame title="Post preview" dark={dark} onEscape={onClose}>
          <article className="post">
            {/* The room the post page's back link takes above the post. */}
            <div className="container container--narrow" style={{ paddingTop: '2rem' }}>
              <PostArticle
                post={shown}
                ownerName={ownerName}
                body={<PostBodyView html={body} failed={false} />}
              />
            </div>
          </article>
        </SiteFrame>
      </DialogBody>
    </Dialog>
  )
}
