import { useLocation } from 'react-router-dom'
import { pageFromParam } from '../../shared/domain/paging.ts'

/**
 * The page of a paged list (`/blog/page/N`) from the address: read from the path rather than the
 * route, so that a list's island, which has no router, reads it the same way.
 */
export function useListPage(): { param: string | undefined; page: number | null } {
  const { pathname } = useLocation()
  const param = /\/page\/([^/]+)$/.exec(pathname)?.[1]
  return { param, page: pageFromParam(param) }
}
