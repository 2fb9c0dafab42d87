import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type ContactFaq = Tables<'contact_faqs'>

/** The FAQs the contact page shows: active ones, in display order. */
export function fetchActiveFaqs(client: DataClient): Promise<ContactFaq[]> {
  return dataOf(
    client
      .from('contact_faqs')
      .select('*')
      .eq('is_active', true)
      .order('display_order', { ascending: true }),
  )
}
