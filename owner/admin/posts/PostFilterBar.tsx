import { HTMLSelect } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { postQueries } from '../../../shared/data/posts/queries.ts'
import {
  POST_STATUSES,
  type PostSearch,
  isPostSort,
  isPostStatus,
} from '../../../shared/domain/postSearch.ts'
import { POST_SORTS } from '../../../shared/domain/postSort.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { PostSearchBox } from './PostSearchBox.tsx'

interface PostFilterBarProps {
  search: PostSearch
  /** A search is under way (the rows shown are the previous answer's). */
  searching: boolean
  /** Searches for the words typed; the same function for the life of the list. */
  onSearch: (text: string) => void
  onChange: (next: Partial<PostSearch>) => void
}

const ANY = ''

/** The Blog Posts list's search box, status and tag filters and 'Sort by'. */
export function PostFilterBar({ search, searching, onSearch, onChange }: PostFilterBarProps) {
  const client = useBackend()
  const tags = useQuery(postQueries.knownTags(client))
  const tagChoices = [...new Set([...(tags.data ?? []), ...(search.tag ? [search.tag] : [])])]

  return (
    <div className="post-filters" role="search">
      <PostSearchBox text={search.text} searching={searching} onSearch={onSearch} />
      <label className="admin-sort">
        Status{' '}
        <HTMLSelect
          value={search.status ?? ANY}
          onChange={(event) => {
            const value = event.currentTarget.value
            onChange({ status: isPostStatus(value) ? value : null })
          }}
          options={[
            { value: ANY, label: 'All' },
            ...Object.entries(POST_STATUSES).map(([value, label]) => ({ value, label })),
          ]}
        />
      </label>
      <label className="admin-sort">
        Tag{' '}
        <HTMLSelect
          value={search.tag ?? ANY}
          onChange={(event) => {
            const value = event.currentTarget.value
            onChange({ tag: value === ANY ? null : value })
          }}
          options={[{ value: ANY, label: 'All' }, ...tagChoices]}
        />
      </label>
      <label className="admin-sort">
        Sort by{' '}
        <HTMLSelect
          value={search.sort}
          onChange={(event) => {
            const value = event.currentTarget.value
            if (isPostSort(value)) onChange({ sort: value })
          }}
          options={Object.entries(POST_SORTS).map(([value, { label }]) => ({ value, label }))}
        />
      </label>
    </div>
  )
}
