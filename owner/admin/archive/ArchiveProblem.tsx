import { Callout } from '@blueprintjs/core'
import { ArchiveError } from '../../archive/ArchiveError.ts'

/** What went wrong, with every problem an archive or import file has, listed. */
export interface Problem {
  summary: string
  problems: readonly string[]
}

export function problemOf(error: unknown): Problem {
  if (error instanceof ArchiveError) return { summary: error.summary, problems: error.problems }
  return { summary: error instanceof Error ? error.message : String(error), problems: [] }
}

export function ArchiveProblem({ problem, title }: { problem: Problem; title: string }) {
  return (
    <Callout intent="danger" title={title} className="admin-callout" role="alert">
      <p>{problem.summary}</p>
      {problem.problems.length > 0 && (
        <ul>
          {problem.problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Callout>
  )
}
