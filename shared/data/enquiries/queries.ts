import { queryOptions } from '@tanstack/react-query'
import { fetchEnquiries } from '../../backend/enquiries.ts'
import type { DataClient } from '../../backend/dataClient.ts'

export const enquiryKeys = {
  all: ['enquiries'] as const,
}

export const enquiryQueries = {
  all: (client: DataClient) =>
    queryOptions({ queryKey: enquiryKeys.all, queryFn: () => fetchEnquiries(client) }),
}
