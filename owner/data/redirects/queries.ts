import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { fetchRedirectList } from '../../../shared/backend/ownerRedirects.ts'
import { redirectKeys } from './keys.ts'

export const redirectQueries = {
  /** The Redirects screen: every redirect with its post, and the posts one may lead to. */
  all: (client: DataClient) =>
    queryOptions({
      queryKey: redirectKeys.all,
      queryFn: ({ signal }) => fetchRedirectList(client, signal),
    }),
}
