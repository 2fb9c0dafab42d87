import { Link } from 'react-router-dom'
import { formatLongDate } from '../../shared/domain/dates.ts'
import { markedParts } from './markedExcerpt.ts'
import type { SearchHit } from './searchEngine.ts'

interface SearchResultProps {
  hit: SearchHit
  headingLevel: 'h2' | 'h3'
  /** Called when the visitor follows the result (the dialog closes). */
  onFollow?: () => void
}

/** One result: title (a post here, or a publication elsewhere), date, tags and marked excerpt. */
export function SearchResult({ hit, headingLevel: Heading, onFollow }: SearchResultProps) {
  const elsewhere = hit.source !== null
  return (
    <li className="search-result">
      <Heading className="search-result__title">
        {elsewhere ? (
          <a href={hit.url} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
            {hit.title} <span className="visually-hidden">(opens {hit.source} in a new tab)</span>
          </a>
        ) : (
          <Link to={hit.url} onClick={onFollow}>
            {hit.title}
          </Link>
        )}
      </Heading>
      <p className="post-meta">
        {hit.source && (
          <>
            <span>{hit.source}</span>
            <span aria-hidden="true">·</span>
          </>
        )}
        {hit.date && <time dateTime={hit.date}>{formatLongDate(hit.date)}</time>}
      </p>
      {hit.excerpt !== '' && (
        <p className="search-result__excerpt">
          {markedParts(hit.excerpt).map((part, index) =>
            part.marked ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </p>
      )}
      {hit.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {hit.tags.map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
