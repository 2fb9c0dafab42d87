import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { fetchSubscribers } from '../../../shared/backend/subscribers.ts'
import { subscriberKeys } from './keys.ts'

export const subscriberQueries = {
  all: (client: DataClient) =>
    queryOptions({
      queryKey: subscriberKeys.all,
      queryFn: ({ signal }) => fetchSubscribers(client, signal),
    }),
}
