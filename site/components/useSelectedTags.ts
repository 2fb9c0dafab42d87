import { useLocation, useNavigate } from 'react-router-dom'
import { searchForTags, tagsFromSearch } from '../../shared/domain/tagAddress.ts'
import { toggleTag } from '../../shared/domain/tags.ts'
import { useHydrated } from './useHydrated.ts'

/**
 * The selected filter tags, kept in the address (`/blog?tags=A,B`) so a filtered view can be
 * shared and survives a reload. Choosing tags leads to the list's first address (`/blog`),
 * since a filtered view is one list of every match. A prerendered page was built without tags:
 * it hydrates as built, and the address's tags apply right after.
 */
export function useSelectedTags(listPath: string): {
  selected: string[]
  toggle: (tag: string) => void
  clear: () => void
} {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const selected = hydrated ? tagsFromSearch(search) : []
  const write = (tags: string[]) => {
    void navigate(
      { pathname: listPath, search: searchForTags(tags) },
      // Filtering replaces the view in place; from a later page it is a step of its own.
      { replace: pathname === listPath, preventScrollReset: pathname === listPath },
    )
  }
  return {
    selected,
    toggle: (tag) => {
      write(toggleTag(selected, tag))
    },
    clear: () => {
      write([])
    },
  }
}
