import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { imageToInsert } from '../editor/imageToInsert.ts'
import type { ImageOnOpen } from '../editor/useInsertOnOpen.ts'

/**
 * The image Media's Insert into post opened this editor with, if any. Once it is in, the
 * history entry forgets it, so a reload or Back does not put it in again.
 */
export function useImageToInsert(): ImageOnOpen | null {
  const location = useLocation()
  const state: unknown = location.state
  const { pathname, search } = location
  const navigate = useNavigate()
  return useMemo(() => {
    const image = imageToInsert(state)
    return (
      image && {
        image,
        onInserted: () => void navigate({ pathname, search }, { replace: true, state: null }),
      }
    )
  }, [state, navigate, pathname, search])
}
