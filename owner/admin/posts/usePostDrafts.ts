import { useState } from 'react'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import type { LocalCopy } from '../../data/offline/queries.ts'
import { useFormDraft } from '../../data/offline/useFormDraft.ts'
import type { PostFormValues } from './postForm.ts'
import { usePostAutosave } from './usePostAutosave.ts'
import type { SavedVersion } from './useSavedVersion.ts'

interface PostDraftsOptions {
  post: BlogPost | null
  recordId: string
  copy: LocalCopy
  values: PostFormValues
  read: () => PostFormValues
}

/**
 * Where the editor's unsaved text is kept: as a draft on this computer (at once) and, for an
 * unpublished post, on the backend by its autosave; the draft follows the version the autosave
 * wrote, under the post's server id once the first autosave has created it.
 */
export function usePostDrafts({ post, recordId, copy, values, read }: PostDraftsOptions) {
  const [version, setVersion] = useState<SavedVersion>(() => ({
    recordId,
    // A restored draft was typed over the version it was based on, not over a newer one.
    updatedAt: copy.draft?.baseUpdatedAt ?? post?.updated_at ?? null,
  }))
  const draft = useFormDraft({
    table: 'blog_posts',
    recordId: version.recordId,
    baseUpdatedAt: version.updatedAt,
    title: values.title.trim() || 'Untitled post',
    values,
    collect: read,
  })
  const autosave = usePostAutosave({
    post,
    opened: version,
    unsynced: copy.draft !== null || copy.change !== null,
    draft,
    read,
    values,
    onVersion: setVersion,
  })
  return { draft, autosave }
}
