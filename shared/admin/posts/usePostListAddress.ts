import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  type PostSearch,
  postSearchAddress,
  postSearchFromAddress,
} from '../../domain/postSearch.ts'

interface PostListAddress {
  /** The list as searched now (the address's state). */
  search: PostSearch
  /** Changes the words, filters, sort or page; any change but the page starts at the first page. */
  change: (next: Partial<PostSearch>) => void
}

/**
 * The Blog Posts list's search, filters, sort and page, kept in the address so a reload keeps
 * them. A change replaces the address rather than adding to the history, so Back leaves the
 * screen instead of undoing keystrokes. `onChange` hears of each change before the address
 * takes it (the list starts fetching then, rather than after the route has been drawn again).
 */
export function usePostListAddress(onChange: (next: PostSearch) => void): PostListAddress {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => postSearchFromAddress(params), [params])
  return {
    search,
    change: (changes) => {
      const address = postSearchAddress({ ...search, page: 1, ...changes })
      onChange(postSearchFromAddress(address))
      setParams(address, { replace: true })
    },
  }
}
