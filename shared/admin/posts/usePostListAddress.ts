import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  type PostSearch,
  postSearchAddress,
  postSearchFromAddress,
} from '../../domain/postSearch.ts'

/** How long typing pauses before the list is searched: short, so it feels immediate. */
export const SEARCH_PAUSE_MS = 50

interface PostListAddress {
  /** The list as searched now (the address's state). */
  search: PostSearch
  /** The words in the search box, which run ahead of `search.text` while typing. */
  typed: string
  type: (text: string) => void
  /** Changes filters, sort or page; any change but the page starts again at the first page. */
  change: (next: Partial<PostSearch>) => void
}

/**
 * The Blog Posts list's search, filters, sort and page, kept in the address so a reload keeps
 * them. Typing is searched once it pauses, and replaces the address rather than adding to the
 * history, so Back leaves the screen instead of undoing keystrokes.
 */
export function usePostListAddress(): PostListAddress {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => postSearchFromAddress(params), [params])
  const [typed, setTyped] = useState(search.text)

  useEffect(() => {
    if (typed === search.text) return
    const timer = setTimeout(() => {
      setParams(postSearchAddress({ ...search, text: typed, page: 1 }), { replace: true })
    }, SEARCH_PAUSE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [typed, search, setParams])

  return {
    search,
    typed,
    type: setTyped,
    change: (next) => {
      setParams(postSearchAddress({ ...search, text: typed, page: 1, ...next }), {
        replace: true,
      })
    },
  }
}
