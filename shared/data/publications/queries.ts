import { queryOptions } from '@tanstack/react-query'
import { fetchPublications } from '../../backend/publications.ts'
import type { DataClient } from '../../backend/publicBackend.ts'
import { LIST_CACHE_POLICY } from '../cachePolicy.ts'

export const publicationKeys = {
  all: ['publications'] as const,
}

export const publicationQueries = {
  all: (client: DataClient) =>
    queryOptions({
      queryKey: publicationKeys.all,
      queryFn: () => fetchPublications(client),
      ...LIST_CACHE_POLICY,
    }),
}
