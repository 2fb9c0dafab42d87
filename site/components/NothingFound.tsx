interface NothingFoundProps {
  /** 'No content found': also the start of what is said when tags are selected. */
  title: string
  /** What is said when no tag is selected. */
  unfiltered: string
  selected: readonly string[]
  /** The button that clears the tags: 'Clear filters to see all content'. */
  clearText: string
  onClear: () => void
}

/** The empty state of a list filtered by tags (the blog, the publications page). */
export function NothingFound({
  title,
  unfiltered,
  selected,
  clearText,
  onClear,
}: NothingFoundProps) {
  const filtered = selected.length > 0
  return (
    <div className="empty-state">
      <h2>{title}</h2>
      <p>{filtered ? `${title} with the selected tags: ${selected.join(', ')}` : unfiltered}</p>
      {filtered && (
        <button type="button" className="button button--secondary" onClick={onClear}>
          {clearText}
        </button>
      )}
    </div>
  )
}
