import {
  fetchDeletedPosts,
  fetchRevision,
  fetchRevisions,
} from '../../../shared/backend/revisions.ts'
import type { DataClient } from '../../../shared/backend/dataClient.ts'
import { defineQuery } from '../../../shared/data/queryDefinition.ts'
import { revisionKeys } from './keys.ts'

export const revisionQueries = {
  ofPost: (client: DataClient, postId: string) =>
    defineQuery({
      queryKey: revisionKeys.ofPost(postId),
      queryFn: ({ signal }) => fetchRevisions(client, postId, signal),
    }),
  deleted: (client: DataClient) =>
    defineQuery({
      queryKey: revisionKeys.deleted(),
      queryFn: ({ signal }) => fetchDeletedPosts(client, signal),
    }),
  /** A revision never changes once written: its body is fetched once. */
  detail: (client: DataClient, id: number) =>
    defineQuery({
      queryKey: revisionKeys.detail(id),
      queryFn: ({ signal }) => fetchRevision(client, id, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
