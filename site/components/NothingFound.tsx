import { Link } from 'react-router-dom'
import { searchForTags } from '../../shared/domain/tagAddress.ts'

interface NothingFoundProps {
  /** 'No content found': also the start of what is said when tags are selected. */
  title: string
  /** What is said when no tag is selected. */
  unfiltered: string
  selected: readonly string[]
  /** The list's address, which each single tag's link filters. */
  listPath: string
  /** The button that clears the tags: 'Clear filters to see all content'. */
  clearText: string
  onClear: () => void
}

/**
 * The empty state of a list filtered by tags (the blog, the publications page). Several tags
 * narrow the list to what carries all of them; when nothing carries them all, it says so and
 * links each tag on its own.
 */
export function NothingFound({
  title,
  unfiltered,
  selected,
  listPath,
  clearText,
  onClear,
}: NothingFoundProps) {
  const filtered = selected.length > 0
  return (
    <div className="empty-state">
      <h2>{title}</h2>
      <p>{filtered ? `${title} with the selected tags: ${selected.join(', ')}` : unfiltered}</p>
      {selected.length > 1 && (
        <>
          <p>Nothing carries all of these tags together. See what carries one of them:</p>
          <ul className="tag-list empty-state__tags">
            {selected.map((tag) => (
              <li key={tag}>
                <Link className="tag" to={{ pathname: listPath, search: searchForTags([tag]) }}>
                  Only {tag}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {filtered && (
        <button type="button" className="button button--secondary" onClick={onClear}>
          {clearText}
        </button>
      )}
    </div>
  )
}
