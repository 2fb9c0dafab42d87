import type { ListedTag } from '../../../shared/backend/ownerTags.ts'
import { sameTag } from '../../../shared/domain/tags.ts'

/** How many items carry a tag, in words: '3 posts and 1 publication'. */
export function itemCount({ posts, publications }: ListedTag): string {
  const count = (n: number, one: string) => `${String(n)} ${n === 1 ? one : `${one}s`}`
  return `${count(posts, 'post')} and ${count(publications, 'publication')}`
}

/** What is wrong with a new name for a tag, or null when it will do. */
export function renameProblem(
  tag: ListedTag,
  typed: string,
  tags: readonly ListedTag[],
): string | null {
  const name = typed.trim()
  if (name === '') return 'Enter the new name.'
  if (name === tag.name) return 'This is the tag’s name already.'
  const other = tags.find((listed) => listed.name !== tag.name && sameTag(listed.name, name))
  return other ? `“${other.name}” is another tag: choose Merge to join the two.` : null
}
