/** Tags a card shows before summarising the rest as '+N' (spec section 9). */
export const CARD_TAG_LIMIT = 2

export interface VisibleTags {
  shown: string[]
  /** How many more there are, for the '+N' badge; 0 shows no badge. */
  hidden: number
}

export function visibleTags(tags: readonly string[] | null, limit = CARD_TAG_LIMIT): VisibleTags {
  const all = tags ?? []
  return { shown: all.slice(0, limit), hidden: Math.max(0, all.length - limit) }
}

/**
 * What makes two tags the same tag: their text, trimmed, whatever its capitals ('Pricing' and
 * 'pricing' are one). The database compares them the same way (private.distinct_tags).
 */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase()
}

export function sameTag(a: string, b: string): boolean {
  return tagKey(a) === tagKey(b)
}

export function hasTag(tags: readonly string[] | null, tag: string): boolean {
  return tags?.some((candidate) => sameTag(candidate, tag)) ?? false
}

/** Each tag once, in the spelling it first appears in; blank ones dropped. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>()
  for (const tag of tags) {
    const key = tagKey(tag)
    if (key !== '' && !seen.has(key)) seen.set(key, tag.trim())
  }
  return [...seen.values()]
}

/** Every tag of the given items, once each, sorted as people read them. */
export function collectTags(...groups: readonly { tags: readonly string[] | null }[][]): string[] {
  return distinctTags(groups.flat().flatMap((item) => item.tags ?? [])).sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  )
}

/** The items that carry every selected tag (all of them when none is selected). */
export function filterByTags<Item extends { tags: readonly string[] | null }>(
  items: readonly Item[],
  selected: readonly string[],
): Item[] {
  return items.filter((item) => selected.every((tag) => hasTag(item.tags, tag)))
}

/** Toggling a chip adds the tag, or removes it when it was selected. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  return hasTag(selected, tag)
    ? selected.filter((chosen) => !sameTag(chosen, tag))
    : [...selected, tag]
}
