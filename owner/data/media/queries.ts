import { queryOptions } from '@tanstack/react-query'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { fetchMediaObjects } from '../../../shared/backend/media.ts'
import { mediaItems } from '../../../shared/domain/media.ts'
import { mediaKeys } from './keys.ts'

export const mediaQueries = {
  /** Every image in Storage with its web sizes and uses. */
  all: (client: DataClient) =>
    queryOptions({
      queryKey: mediaKeys.all,
      queryFn: async ({ signal }) => mediaItems(await fetchMediaObjects(client, signal)),
    }),
}
