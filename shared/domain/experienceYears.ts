/** Words a period ends with while it is still going on: 'Since 2019 – present'. */
const ONGOING = /\b(present|now|current|today)\b/i
const YEAR = /\b(19|20)\d{2}\b/g

/**
 * The years the experiences span, from the earliest year any period names to the latest (this
 * year when one is still going on), as the About page's badge shows them: '2004 - 2025'. Null
 * when no period names a year.
 */
export function experienceYears(periods: readonly string[], now: Date = new Date()): string | null {
  const years = periods.flatMap((period) => [
    ...Array.from(period.matchAll(YEAR), (match) => Number(match[0])),
    ...(ONGOING.test(period) ? [now.getFullYear()] : []),
  ])
  if (years.length === 0) return null
  return `${Math.min(...years)} - ${Math.max(...years)}`
}
