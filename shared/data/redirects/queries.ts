import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../backend/dataClient.ts'
import { fetchRedirectList } from '../../backend/ownerRedirects.ts'
import { redirectKeys } from './keys.ts'

export const redirectQueries = {
  /** The Redirects screen: every redirect with its post, and the posts one may lead to. */
  all: (client: DataClient) =>
    queryOptions({
      queryKey: redirectKeys.all,
      queryFn: ({ signal }) => fetchRedirectList(client, signal),
    }),
}
