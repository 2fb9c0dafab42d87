import { Link } from 'react-router-dom'
import { pageLinks, pagePath } from '../../shared/domain/paging.ts'

interface PaginationProps {
  /** What the pages hold, for screen readers: 'Blog posts'. */
  label: string
  listPath: string
  page: number
  count: number
}

/**
 * Links to the other pages of a list: real links, so crawlers and visitors without JavaScript
 * reach every page, each at its one address.
 */
export function Pagination({ label, listPath, page, count }: PaginationProps) {
  if (count <= 1) return null
  return (
    <nav className="pagination" aria-label={`${label}, pages`}>
      {page > 1 && (
        <Link className="pagination__step" to={pagePath(listPath, page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Newer
        </Link>
      )}
      <ol className="pagination__pages">
        {pageLinks(page, count).map((number, index) =>
          number === null ? (
            <li key={`gap-${String(index)}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span className="pagination__current" aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {number}
                </span>
              ) : (
                <Link to={pagePath(listPath, number)}>
                  <span className="visually-hidden">Page </span>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < count && (
        <Link className="pagination__step" to={pagePath(listPath, page + 1)} rel="next">
          Older <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  )
}
