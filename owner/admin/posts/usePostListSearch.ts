import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { postQueries } from '../../../shared/data/posts/queries.ts'
import {
  type PostSearch,
  postSearchAddress,
  postSearchFromAddress,
} from '../../../shared/domain/postSearch.ts'
import { useBackend } from '../../ui/BackendContext.ts'

/**
 * The Blog Posts list's search, filters, sort and page, and the list's answer to them. They are
 * kept in the address so a reload keeps them. The screen holds them itself and writes the
 * address once the list shows their answer: a new address draws every link on the screen again,
 * work that would otherwise share the two cores with the search being waited for. The write
 * replaces the address rather than adding to the history, so Back leaves the screen instead of
 * undoing keystrokes; an address changed from elsewhere (a link, Back) is the list's new state.
 */
export function usePostListSearch() {
  const client = useBackend()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const address = params.toString()
  const [search, setSearch] = useState(() => postSearchFromAddress(params))
  // The address last taken, and the one this list last wrote, which is not taken back.
  const [seen, setSeen] = useState(address)
  const [written, setWritten] = useState<string | null>(null)
  if (address !== seen) {
    setSeen(address)
    if (address === written) setWritten(null)
    else setSearch(postSearchFromAddress(params))
  }

  const posts = useQuery({
    ...postQueries.ownerSearch(client, search),
    // The rows of the last answer stay while the next is fetched, so typing never blanks the list.
    placeholderData: keepPreviousData,
  })
  const shown = posts.status !== 'pending' && !posts.isPlaceholderData
  const wanted = postSearchAddress(search).toString()
  useEffect(() => {
    if (!shown || wanted === address) return undefined
    // Written once the answer is on screen: in a task after the next frame is drawn.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setWritten(wanted)
        setParams(wanted, { replace: true })
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [shown, wanted, address, setParams])

  /** Changes the words, filters, sort or page; any change but the page starts at the first page. */
  const change = (changes: Partial<PostSearch>) => {
    const next = postSearchFromAddress(postSearchAddress({ ...search, page: 1, ...changes }))
    // Fetched at once, rather than once the screen has been drawn again. A failure here is the
    // list's to show, through its own query of the same key.
    queryClient.query(postQueries.ownerSearch(client, next)).catch(() => undefined)
    setSearch(next)
  }
  return { search, change, posts }
}
