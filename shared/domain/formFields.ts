/** Rules of the owner's forms (spec section 5, other admin forms). */

/** What a required field left empty says under it. */
export const FIELD_REQUIRED = 'This field is required'

/**
 * A display order as typed, as the columns to save: a whole number puts the item there; a field
 * left empty (or not a number) names none, so a new item goes to the end of its list (the
 * database's default) and an edited one stays where it is.
 */
export function displayOrderInput(typed: string): { display_order?: number } {
  const order = Number.parseInt(typed.trim(), 10)
  return Number.isNaN(order) ? {} : { display_order: order }
}

/** An optional text field: trimmed, or null when nothing was typed. */
export function optionalText(typed: string): string | null {
  const text = typed.trim()
  return text === '' ? null : text
}

/** The rows of a list field worth saving: trimmed, blank rows dropped. */
export function filledItems(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== '')
}

/** A list field always shows at least one row to type into. */
export function withOneRow(items: readonly string[]): string[] {
  return items.length === 0 ? [''] : [...items]
}

/** Moves one item of a list to another position (drag and drop, or the keyboard). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const moved = [...items]
  const [item] = moved.splice(from, 1)
  if (item === undefined) return moved
  moved.splice(to, 0, item)
  return moved
}
