import { distinctTags, hasTag, sameTag } from './tags.ts'

/** Suggestions offered under the tag input (spec section 9). */
export const TAG_SUGGESTION_LIMIT = 5

/**
 * Adds a typed tag, trimmed; empty and already chosen tags (in any capitals) change nothing. A
 * tag the site already uses keeps the spelling it has there: the first spelling wins.
 */
export function addTag(
  tags: readonly string[],
  typed: string,
  known: readonly string[] = [],
): string[] {
  const tag = typed.trim()
  if (tag === '' || hasTag(tags, tag)) return [...tags]
  return [...tags, known.find((existing) => sameTag(existing, tag)) ?? tag]
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag)
}

/** Known tags containing the typed text (any case), not yet chosen, at most five. */
export function tagSuggestions(
  known: readonly string[],
  chosen: readonly string[],
  typed: string,
  limit = TAG_SUGGESTION_LIMIT,
): string[] {
  const query = typed.trim().toLowerCase()
  if (query === '') return []
  return distinctTags(known)
    .filter((tag) => tag.toLowerCase().includes(query) && !hasTag(chosen, tag))
    .slice(0, limit)
}

/** Every tag of the given rows, once each in any capitals, sorted (the suggestion source). */
export function uniqueSortedTags(rows: readonly { tags: readonly string[] | null }[]): string[] {
  return distinctTags(rows.flatMap((row) => row.tags ?? [])).sort((a, b) => a.localeCompare(b))
}
