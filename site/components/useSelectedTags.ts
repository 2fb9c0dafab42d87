import { useSearchParams } from 'react-router-dom'
import { toggleTag } from '../../shared/domain/tags.ts'

/** The selected filter tags, kept in the address (`?tag=A&tag=B`) so a filtered view can be shared. */
export function useSelectedTags(): {
  selected: string[]
  toggle: (tag: string) => void
  clear: () => void
} {
  const [params, setParams] = useSearchParams()
  const selected = params.getAll('tag')
  const write = (tags: string[]) => {
    setParams(
      tags.map((tag): [string, string] => ['tag', tag]),
      { replace: true, preventScrollReset: true },
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
