import { randomUUID } from 'node:crypto'
import {
  type NewRow,
  type StoredRow,
  type TableClient,
  insertFailure,
  runsOfSameColumns,
} from './tableClient.ts'

export type SubscriberFields = Partial<NewRow<'newsletter_subscribers'>>

/** A confirmed reader at an address of their own, with the token every subscriber has. */
function newSubscriber(fields: SubscriberFields): NewRow<'newsletter_subscribers'> {
  return {
    email: `reader-${randomUUID().slice(0, 8)}@example.com`,
    status: 'confirmed',
    unsubscribe_token: randomUUID(),
    ...fields,
  }
}

/** Stores subscribers with the given fields over a confirmed reader's, and returns them stored. */
export async function createSubscribers(
  client: TableClient,
  subscribers: readonly SubscriberFields[],
): Promise<StoredRow<'newsletter_subscribers'>[]> {
  const stored: StoredRow<'newsletter_subscribers'>[] = []
  for (const run of runsOfSameColumns(subscribers.map(newSubscriber))) {
    const { data, error } = await client.from('newsletter_subscribers').insert(run).select()
    if (data?.length !== run.length) throw insertFailure('newsletter_subscribers', error)
    stored.push(...data)
  }
  return stored
}

/** Stores one subscriber with the given fields over a confirmed reader's. */
export async function createSubscriber(
  client: TableClient,
  fields: SubscriberFields = {},
): Promise<StoredRow<'newsletter_subscribers'>> {
  const [subscriber] = await createSubscribers(client, [fields])
  if (!subscriber) throw insertFailure('newsletter_subscribers', null)
  return subscriber
}
