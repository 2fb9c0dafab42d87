/** The most problems an error lists; the rest are counted. */
const LISTED_PROBLEMS = 20

/**
 * An archive or import file that cannot be read or restored, with every problem found (where
 * in the file, and what is wrong), so the owner can see all of them at once. Nothing has been
 * written when one is thrown.
 */
export class ArchiveError extends Error {
  constructor(
    readonly summary: string,
    readonly problems: readonly string[] = [],
  ) {
    super(describe(summary, problems))
    this.name = 'ArchiveError'
  }
}

function describe(summary: string, problems: readonly string[]): string {
  if (problems.length === 0) return summary
  const listed = problems.slice(0, LISTED_PROBLEMS).map((problem) => `- ${problem}`)
  const more = problems.length - listed.length
  return [summary, ...listed, ...(more > 0 ? [`- and ${more} more`] : [])].join('\n')
}

/** Thrown before an export or a restore by a session without the owner's rights. */
export function notTheOwner(): ArchiveError {
  return new ArchiveError(
    'Only the site owner, signed in with two-factor when it is on, can export or restore everything. This session sees only what visitors see.',
  )
}
