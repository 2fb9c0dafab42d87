import { useId } from 'react'
import { hasTag } from '../../shared/domain/tags.ts'

interface TagChipsProps {
  tags: readonly string[]
  selected: readonly string[]
  onToggle: (tag: string) => void
  onClear: () => void
}

/** Filter chips: several may be selected; an item shows only if it carries all of them. */
export function TagChips({ tags, selected, onToggle, onClear }: TagChipsProps) {
  const hintId = useId()
  if (tags.length === 0) return null
  return (
    <>
      <p id={hintId} className="tag-chips__hint">
        Choose tags to narrow the list: with several chosen, only what carries all of them shows.
      </p>
      <div className="tag-chips" role="group" aria-label="Filter by tag" aria-describedby={hintId}>
        {tags.map((tag) => (
          <button
            key={tag}
            type="button"
            className="chip"
            aria-pressed={hasTag(selected, tag)}
            title={tag}
            onClick={() => {
              onToggle(tag)
            }}
          >
            {tag}
          </button>
        ))}
        {selected.length > 0 && (
          <button type="button" className="chip chip--clear" onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
    </>
  )
}
