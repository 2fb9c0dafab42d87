import { queryOptions } from '@tanstack/react-query'
import type { BackendClient } from '../../backend/client.ts'
import { fetchLatestPosts } from '../../backend/posts.ts'

export const postKeys = {
  all: ['posts'] as const,
  latest: (limit: number) => [...postKeys.all, 'latest', limit] as const,
}

export const postQueries = {
  latest: (client: BackendClient, limit: number) =>
    queryOptions({
      queryKey: postKeys.latest(limit),
      queryFn: () => fetchLatestPosts(client, limit),
    }),
}
