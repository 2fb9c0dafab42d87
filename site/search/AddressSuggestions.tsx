import { SearchResult } from './SearchResult.tsx'
import { useAddressSuggestions } from './useAddressSuggestions.ts'

/** On the not-found page: the best three pages the words of the address find, if any. */
export function AddressSuggestions({ pathname }: { pathname: string }) {
  const hits = useAddressSuggestions(pathname)
  if (hits.length === 0) return null
  return (
    <section className="search-suggestions" aria-labelledby="address-suggestions">
      <h2 id="address-suggestions">Were you looking for one of these?</h2>
      <ol className="search-results__list">
        {hits.map((hit) => (
          <SearchResult key={hit.url} hit={hit} headingLevel="h3" />
        ))}
      </ol>
    </section>
  )
}
