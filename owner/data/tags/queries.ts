import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { fetchTagList } from '../../../shared/backend/ownerTags.ts'
import { tagKeys } from './keys.ts'

export const tagQueries = {
  /** The Tags screen: every tag of the posts and publications, with its counts. */
  all: (client: DataClient) =>
    queryOptions({
      queryKey: tagKeys.all,
      queryFn: ({ signal }) => fetchTagList(client, signal),
    }),
}
