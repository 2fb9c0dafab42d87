import { plainText } from './text.ts'

/**
 * A post's card texts and meta description are kept by the database, computed on every save
 * with the specification's rules (section 9: the excerpt, else 150 characters of the text on
 * cards, 200 on featured cards, with '...' only where the text was cut, and 160 for the
 * description); see the migrations `20261124140000_post_card_text.sql` and
 * `20261126150000_card_summary_marks_only_a_cut.sql`. What a card says when a post has no text:
 */
export const NO_EXCERPT = 'No excerpt available'

/** How much of a post's text its meta description takes when it has no excerpt. */
const DESCRIPTION_LENGTH = 160

/**
 * The meta description the database will keep for a post not saved yet, for the editor's
 * sharing preview: the excerpt, else the first 160 characters of the body's text. The database's
 * `meta_description` (migration 20261124140000) is the rule the site and the prerender read.
 */
export function unsavedMetaDescription(excerpt: string, content: string): string | null {
  const given = excerpt.trim()
  if (given !== '') return given
  return Array.from(plainText(content)).slice(0, DESCRIPTION_LENGTH).join('') || null
}

/** A card's text: the summary the database keeps for it, or the notice when there is none. */
export function cardText(summary: string | null): string {
  return summary ?? NO_EXCERPT
}
