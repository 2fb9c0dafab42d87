/**
 * A post's card texts and meta description are kept by the database, computed on every save
 * with the specification's rules (section 9: the excerpt, else 150 characters of the text and
 * '...' on cards, 200 on featured cards, 160 for the description); see the migration
 * `20261124140000_post_card_text.sql`. What a card says when a post has no text at all:
 */
export const NO_EXCERPT = 'No excerpt available'

/** A card's text: the summary the database keeps for it, or the notice when there is none. */
export function cardText(summary: string | null): string {
  return summary ?? NO_EXCERPT
}
