import { useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toggleTag } from '../../shared/domain/tags.ts'
import { PageQueriesProvided } from '../islands/withPageQueries.tsx'
import { SearchField } from './SearchField.tsx'
import { SearchResults } from './SearchResults.tsx'
import { searchAddress } from './searchAddress.ts'
import { loadSearchEngine } from './searchEngine.ts'
import { useSiteSearch } from './useSiteSearch.ts'

/** The dialog shows the best few; the search page has them all. */
const DIALOG_RESULTS = 5

/** Starts loading the index's first files, so the first query does not wait for them. */
export function prepareSearch(): void {
  loadSearchEngine().catch(() => undefined)
}

/**
 * The header's search: a modal dialog (the browser keeps focus inside it, and Escape closes
 * it) with a search field, a live count, the best results and a link to all of them.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  return (
    <PageQueriesProvided>
      <SearchDialogContent onClose={onClose} />
    </PageQueriesProvided>
  )
}

function SearchDialogContent({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const search = useSiteSearch(query, tags, DIALOG_RESULTS)
  const term = query.trim()
  const close = () => {
    dialog.current?.close()
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return undefined
    element.showModal()
    field.current?.focus()
    return () => {
      element.close()
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={(event) => {
        // Escape closes at once, even from a search field with text (which it would clear).
        if (event.key !== 'Escape') return
        event.preventDefault()
        close()
      }}
    >
      <div className="search-dialog__top">
        <h2 id={headingId} className="search-dialog__heading">
          Search
        </h2>
        <button type="button" className="button button--ghost" onClick={close}>
          Close
        </button>
      </div>
      <form
        role="search"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (term === '') return
          close()
          void navigate(searchAddress(term, tags))
        }}
      >
        <SearchField ref={field} value={query} onChange={setQuery} labelShown={false} />
      </form>
      <SearchResults
        query={query}
        search={search}
        selectedTags={tags}
        onToggleTag={(tag) => {
          setTags(toggleTag(tags, tag))
        }}
        onClearTags={() => {
          setTags([])
        }}
        headingLevel="h3"
        onFollow={close}
      />
      {search.results && search.results.total > search.results.hits.length && (
        <Link className="search-dialog__all" to={searchAddress(term, tags)} onClick={close}>
          See all {search.results.total} results
        </Link>
      )}
    </dialog>
  )
}
