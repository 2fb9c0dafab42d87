import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { fetchFollowerList, fetchReplyList } from '../../../shared/backend/ownerFediverse.ts'
import { fediverseKeys } from './keys.ts'

export const fediverseQueries = {
  /** The Replies screen: every reply, pending first, and each post's likes and boosts. */
  replies: (client: DataClient) =>
    queryOptions({
      queryKey: fediverseKeys.replies,
      queryFn: ({ signal }) => fetchReplyList(client, signal),
    }),
  /** The Followers screen: the followers and the blocked servers. */
  followers: (client: DataClient) =>
    queryOptions({
      queryKey: fediverseKeys.followers,
      queryFn: ({ signal }) => fetchFollowerList(client, signal),
    }),
}
