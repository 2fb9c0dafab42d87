import { hasTag } from '../../shared/domain/tags.ts'

interface TagChipsProps {
  tags: readonly string[]
  selected: readonly string[]
  onToggle: (tag: string) => void
  onClear: () => void
}

/** Filter chips: several may be selected; an item shows only if it carries all of them. */
export function TagChips({ tags, selected, onToggle, onClear }: TagChipsProps) {
  if (tags.length === 0) return null
  return (
    <div className="tag-chips" role="group" aria-label="Filter by tag">
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
  )
}
