import type { BackendClient } from '../../../shared/backend/client.ts'
import { fetchImagesWithoutSizes } from '../../../shared/backend/imageColumns.ts'
import { defineQuery } from '../../../shared/data/queryDefinition.ts'
import { imageKeys } from './keys.ts'

export const imageQueries = {
  /** Images the site shows that have no sizes yet (and publication images kept in their rows). */
  withoutSizes: (client: BackendClient) =>
    defineQuery({
      queryKey: imageKeys.withoutSizes(),
      queryFn: ({ signal }) => fetchImagesWithoutSizes(client, signal),
    }),
}
