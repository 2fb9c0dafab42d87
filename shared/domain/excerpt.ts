import { plainText } from './text.ts'

/** Characters of content a card shows when a post has no excerpt (spec section 9). */
export const CARD_EXCERPT_LENGTH = 150
export const FEATURED_EXCERPT_LENGTH = 200
export const META_DESCRIPTION_LENGTH = 160
export const NO_EXCERPT = 'No excerpt available'

interface HasExcerpt {
  excerpt: string | null
  content: string | null
}

/** A card's summary: the excerpt, else the start of the content plus '...', else a notice. */
export function cardExcerpt(post: HasExcerpt, length = CARD_EXCERPT_LENGTH): string {
  if (post.excerpt?.trim()) return post.excerpt.trim()
  const text = plainText(post.content ?? '')
  if (text === '') return NO_EXCERPT
  return `${text.slice(0, length)}...`
}

/** The sharing description of a post: the excerpt, else the first 160 characters of content. */
export function metaDescription(post: HasExcerpt): string {
  if (post.excerpt?.trim()) return post.excerpt.trim()
  return plainText(post.content ?? '').slice(0, META_DESCRIPTION_LENGTH)
}
