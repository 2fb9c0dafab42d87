import { useState } from 'react'
import type { BlogPost } from '../../../shared/backend/posts.ts'
import type { PostRevision } from '../../../shared/backend/revisions.ts'
import { slugify } from '../../../shared/domain/slug.ts'
import type { LocalCopy } from '../../data/offline/queries.ts'
import { restoreFormValues } from '../../offline/store/restore.ts'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import {
  type PostFormValues,
  type PostProblems,
  postFormValues,
  revisionFormValues,
} from './postForm.ts'

/**
 * The post editor's values and what is wrong with them: where the form starts from, and each
 * change, with the slug following the title on a new post until the owner edits it themselves.
 */
export function usePostFormValues(post: BlogPost | null, copy: LocalCopy) {
  const { ownerName } = useSiteIdentity()
  const [problems, setProblems] = useState<PostProblems>({})
  const [values, setValues] = useState<PostFormValues>(() => {
    // The saved post, then the save queued on this computer, then the draft, each read back in
    // the shape the form has now.
    const saved = postFormValues(post, ownerName)
    const queued = copy.change
      ? restoreFormValues(saved, postFormValues({ ...post, ...copy.change.input }, ownerName))
      : saved
    return copy.draft ? restoreFormValues(queued, copy.draft.values) : queued
  })
  const [slugEdited, setSlugEdited] = useState(
    () => post !== null || values.slug !== slugify(values.title),
  )

  const set = <Field extends keyof PostFormValues>(field: Field, value: PostFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setProblems(({ [field]: _solved, ...rest }) => rest)
  }
  const setTitle = (title: string) => {
    setValues((current) => ({
      ...current,
      title,
      slug: slugEdited ? current.slug : slugify(title),
    }))
    setProblems(({ title: _solved, ...rest }) => rest)
  }
  const setSlug = (slug: string) => {
    setSlugEdited(true)
    set('slug', slug)
  }
  /** The form takes a revision's values; the editor's content is the caller's to replace. */
  const takeRevision = (revision: PostRevision) => {
    setValues((current) => revisionFormValues(current, revision))
    setSlugEdited(true)
  }

  return { values, setValues, problems, setProblems, set, setTitle, setSlug, takeRevision }
}
