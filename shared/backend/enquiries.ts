import { abortable } from './abortable.ts'
import type { Database } from './database.types.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './dataClient.ts'

type Submission = Database['public']['Tables']['contact_submissions']['Row']

/** An enquiry a visitor sent through the contact form (the owner reads them; nobody else can). */
export type Enquiry = Omit<Submission, 'client_address_hash' | 'request_id' | 'notified_at'>

const ENQUIRY_COLUMNS = 'id, first_name, last_name, email, company, subject, message, created_at'

/** Every enquiry, newest first. */
export function fetchEnquiries(client: DataClient, signal?: AbortSignal): Promise<Enquiry[]> {
  return dataOf(
    abortable(
      client
        .from('contact_submissions')
        .select(ENQUIRY_COLUMNS)
        .order('created_at', { ascending: false }),
      signal,
    ),
  )
}

export async function deleteEnquiry(client: DataClient, id: string): Promise<void> {
  await dataOf(client.from('contact_submissions').delete().eq('id', id).select('id').single())
}
