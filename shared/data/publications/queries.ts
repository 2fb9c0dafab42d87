import {
  fetchLatestPublications,
  fetchPublicationCards,
  fetchPublicationPage,
} from '../../backend/publications.ts'
import type { RowReader } from '../../backend/rowReads.ts'
import { LIST_CACHE_POLICY } from '../cachePolicy.ts'
import { contentKeys } from '../content/keys.ts'
import { defineQuery } from '../queryDefinition.ts'

/** What public pages read of the publications: pages of cards, never every image at once. */
const PUBLIC_READ = { ...LIST_CACHE_POLICY, sources: ['publications'] } as const

export const publicationQueries = {
  page: (reader: RowReader, page: number) =>
    defineQuery({
      queryKey: contentKeys.page('publications', page),
      queryFn: ({ signal }) => fetchPublicationPage(reader, page, signal),
      ...PUBLIC_READ,
    }),
  latest: (reader: RowReader, limit: number) =>
    defineQuery({
      queryKey: contentKeys.latest('publications', limit),
      queryFn: ({ signal }) => fetchLatestPublications(reader, limit, signal),
      ...PUBLIC_READ,
    }),
  /** Every card: fetched when a tag filter is first used. */
  cards: (reader: RowReader) =>
    defineQuery({
      queryKey: contentKeys.cards('publications'),
      queryFn: ({ signal }) => fetchPublicationCards(reader, signal),
      ...PUBLIC_READ,
    }),
}
