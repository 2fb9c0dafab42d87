import { Button } from '@blueprintjs/core'
import { pageCount } from '../../../shared/domain/paging.ts'
import { OWNER_POSTS_PER_PAGE } from '../../../shared/domain/postSearch.ts'

interface PostPagerProps {
  page: number
  total: number
  onPage: (page: number) => void
}

/** Previous and Next through the list's pages, with where the owner is; nothing for one page. */
export function PostPager({ page, total, onPage }: PostPagerProps) {
  const pages = pageCount(total, OWNER_POSTS_PER_PAGE)
  if (pages === 1 && page === 1) return null
  return (
    <nav className="post-pager" aria-label="Pages of posts">
      <Button
        icon="chevron-left"
        text="Previous"
        disabled={page <= 1}
        onClick={() => {
          onPage(Math.min(page - 1, pages))
        }}
      />
      <span>
        Page {page} of {pages}
      </span>
      <Button
        endIcon="chevron-right"
        text="Next"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1)
        }}
      />
    </nav>
  )
}
