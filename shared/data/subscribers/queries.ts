import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../backend/dataClient.ts'
import { fetchSubscribers } from '../../backend/subscribers.ts'

export const subscriberKeys = {
  all: ['newsletter-subscribers'] as const,
}

export const subscriberQueries = {
  all: (client: DataClient) =>
    queryOptions({ queryKey: subscriberKeys.all, queryFn: () => fetchSubscribers(client) }),
}
