import { queryOptions } from '@tanstack/react-query'
import { fetchEnquiries } from '../../../shared/backend/enquiries.ts'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { enquiryKeys } from './keys.ts'

export const enquiryQueries = {
  all: (client: DataClient) =>
    queryOptions({
      queryKey: enquiryKeys.all,
      queryFn: ({ signal }) => fetchEnquiries(client, signal),
    }),
}
