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

/** Every tag of the given items, once each, sorted as people read them. */
export function collectTags(...groups: readonly { tags: readonly string[] | null }[][]): string[] {
  const tags = new Set(groups.flat().flatMap((item) => item.tags ?? []))
  return [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}

/** The items that carry every selected tag (all of them when none is selected). */
export function filterByTags<Item extends { tags: readonly string[] | null }>(
  items: readonly Item[],
  selected: readonly string[],
): Item[] {
  return items.filter((item) => selected.every((tag) => item.tags?.includes(tag) ?? false))
}

/** Toggling a chip adds the tag, or removes it when it was selected. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  return selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]
}
