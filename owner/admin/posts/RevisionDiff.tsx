import type { DiffPart } from '../../../shared/domain/wordDiff.ts'

/** A word-level comparison, inline: removed words struck through, added words marked. */
export function RevisionDiff({ parts, label }: { parts: readonly DiffPart[]; label: string }) {
  return (
    <div className="revision-diff" aria-label={label} role="group">
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  )
}
