import type { ContentRow } from './contentTables.ts'
import type { RowPage, RowRead, RowReader } from './rowReads.ts'

/** What a publication's card shows: everything but its bookkeeping. */
export type PublicationCard = Pick<
  ContentRow<'publications'>,
  | 'id'
  | 'title'
  | 'publication_name'
  | 'publication_url'
  | 'published_date'
  | 'excerpt'
  | 'tags'
  | 'image_url'
  | 'image_variants'
>

/** The blog shows the newest few under its posts; the publications page has them all. */
export const PUBLICATIONS_ON_BLOG = 4

/** The publications page lists them in pages of this many. */
export const PUBLICATIONS_PER_PAGE = 12

const NEWEST_FIRST: RowRead = {
  table: 'publications',
  columns:
    'id, title, publication_name, publication_url, published_date, excerpt, tags, image_url, image_variants',
  order: [
    { column: 'published_date', ascending: false },
    { column: 'created_at', ascending: true },
    { column: 'id', ascending: true },
  ],
}

/** A page of the publications (1 the newest), and how many there are. */
export function fetchPublicationPage(
  reader: RowReader,
  page: number,
  signal?: AbortSignal,
): Promise<RowPage<PublicationCard>> {
  return reader.page<PublicationCard>(
    { ...NEWEST_FIRST, limit: PUBLICATIONS_PER_PAGE, offset: (page - 1) * PUBLICATIONS_PER_PAGE },
    signal,
  )
}

/** The newest few, for the blog. */
export function fetchLatestPublications(
  reader: RowReader,
  limit: number,
  signal?: AbortSignal,
): Promise<PublicationCard[]> {
  return reader.rows<PublicationCard>({ ...NEWEST_FIRST, limit }, signal)
}

/** Every publication's card: what tag filters search through. */
export function fetchPublicationCards(
  reader: RowReader,
  signal?: AbortSignal,
): Promise<PublicationCard[]> {
  return reader.rows<PublicationCard>(NEWEST_FIRST, signal)
}

/** How many publications there are. */
export async function countPublications(reader: RowReader): Promise<number> {
  return (await reader.page({ table: 'publications', columns: 'id', limit: 1 })).total
}
