/** Suggestions offered under the tag input (spec section 9). */
export const TAG_SUGGESTION_LIMIT = 5

/** Adds a typed tag, trimmed; empty and already chosen tags change nothing. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim()
  if (tag === '' || tags.includes(tag)) return [...tags]
  return [...tags, tag]
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
  return known
    .filter((tag) => tag.toLowerCase().includes(query) && !chosen.includes(tag))
    .slice(0, limit)
}

/** Every tag of the given rows, once each, sorted (the editor's suggestion source). */
export function uniqueSortedTags(rows: readonly { tags: readonly string[] | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => row.tags ?? []))].sort((a, b) => a.localeCompare(b))
}
