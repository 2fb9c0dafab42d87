/**
 * The start of a text as a summary: the whole text when it is no longer than `length`
 * characters, else its first `length` characters and '...', dropping the full stops, commas and
 * spaces the cut left at the end (never 'word....'). The database keeps posts' card texts with
 * the same rule (private.card_summary, migration 20261126150000). Runtime-neutral, for Deno too.
 */
export function summaryOf(text: string, length: number): string {
  const characters = Array.from(text)
  if (characters.length <= length) return text
  return `${characters
    .slice(0, length)
    .join('')
    .replace(/[\s.,;:]+$/u, '')}...`
}
