import { abortable } from './abortable.ts'
import type { Database } from './database.types.ts'
import { BackendError, dataOf, toBackendError } from './errors.ts'
import type { DataClient } from './dataClient.ts'

type SubscriberRow = Database['public']['Tables']['newsletter_subscribers']['Row']

/** A newsletter subscriber as the owner sees them: without the link tokens, which stay private. */
export type Subscriber = Pick<
  SubscriberRow,
  'id' | 'email' | 'status' | 'created_at' | 'confirmed_at' | 'unsubscribed_at'
>

/** Every subscriber, newest first. */
export function fetchSubscribers(client: DataClient, signal?: AbortSignal): Promise<Subscriber[]> {
  return dataOf(
    abortable(
      client
        .from('newsletter_subscribers')
        .select('id, email, status, created_at, confirmed_at, unsubscribed_at')
        .order('created_at', { ascending: false }),
      signal,
    ),
  )
}

/** Removes a subscriber and their delivery records; they get no further mail. */
export async function deleteSubscriber(client: DataClient, id: string): Promise<void> {
  // Counted, not returned: returning the row would need its link tokens, which the owner
  // may not read.
  const { error, count } = await client
    .from('newsletter_subscribers')
    .delete({ count: 'exact' })
    .eq('id', id)
  if (error) throw toBackendError(error)
  if (count === 0) throw new BackendError('This subscriber was already removed')
}
