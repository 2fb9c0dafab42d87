import { type NewRow, type StoredRow, type TableClient, insertFailure } from './tableClient.ts'

export type PublicationFields = Partial<NewRow<'publications'>>

/** An article in another outlet: a title, where it appeared, its address and its date. */
function newPublication(fields: PublicationFields): NewRow<'publications'> {
  return {
    title: 'Test publication',
    publication_name: 'Test Weekly',
    publication_url: 'https://example.org/test-publication',
    published_date: '2026-01-15',
    ...fields,
  }
}

/** Stores one publication with the given fields over a valid one's, and returns it stored. */
export async function createPublication(
  client: TableClient,
  fields: PublicationFields = {},
): Promise<StoredRow<'publications'>> {
  const { data, error } = await client
    .from('publications')
    .insert(newPublication(fields))
    .select()
    .maybeSingle()
  if (!data) throw insertFailure('publications', error)
  return data
}
