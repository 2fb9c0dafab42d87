import { type NewRow, type StoredRow, type TableClient, insertFailure } from './tableClient.ts'

export type FaqFields = Partial<NewRow<'contact_faqs'>>

/** Stores one FAQ with the given fields over a question and its answer, and returns it stored. */
export async function createFaq(
  client: TableClient,
  fields: FaqFields = {},
): Promise<StoredRow<'contact_faqs'>> {
  const { data, error } = await client
    .from('contact_faqs')
    .insert({ question: 'A test question?', answer: 'A test answer.', ...fields })
    .select()
    .maybeSingle()
  if (!data) throw insertFailure('contact_faqs', error)
  return data
}
