import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../backend/publicBackend.ts'
import { fetchServices } from '../../backend/services.ts'

export const serviceKeys = {
  all: ['services'] as const,
}

export const serviceQueries = {
  all: (client: DataClient) =>
    queryOptions({ queryKey: serviceKeys.all, queryFn: () => fetchServices(client) }),
}
