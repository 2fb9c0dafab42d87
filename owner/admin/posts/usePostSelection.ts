import { useCallback, useState } from 'react'
import type { PostSearchRow } from '../../../shared/domain/postSearch.ts'

/** The posts ticked in the list, kept across its pages until a bulk action is done. */
export function usePostSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, PostSearchRow>>(new Map())
  // One function for the life of the list: the rows are memoised.
  const select = useCallback((post: PostSearchRow, on: boolean) => {
    setSelected((before) => {
      const next = new Map(before)
      if (on) next.set(post.id, post)
      else next.delete(post.id)
      return next
    })
  }, [])
  const clear = useCallback(() => {
    setSelected(new Map())
  }, [])
  return { selected, select, clear }
}
