import { queryOptions } from '@tanstack/react-query'
import { fetchEnquiries } from '../../backend/enquiries.ts'
import type { DataClient } from '../../backend/dataClient.ts'
import { enquiryKeys } from './keys.ts'

export const enquiryQueries = {
  all: (client: DataClient) =>
    queryOptions({
      queryKey: enquiryKeys.all,
      queryFn: ({ signal }) => fetchEnquiries(client, signal),
    }),
}
