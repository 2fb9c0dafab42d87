import {
  type NewRow,
  type StoredRow,
  type TableClient,
  insertFailure,
  runsOfSameColumns,
} from './tableClient.ts'

export type ServiceFields = Partial<NewRow<'services'>>

/** A service with the texts Work With Me shows for each. */
function newService(fields: ServiceFields): NewRow<'services'> {
  const title = fields.title ?? 'Test service'
  return {
    title,
    subtitle: `${title} subtitle`,
    ideal_for: 'Teams',
    whats_included: ['One thing'],
    ...fields,
  }
}

/** Stores services with the given fields over a valid one's, in order, and returns them stored. */
export async function createServices(
  client: TableClient,
  services: readonly ServiceFields[],
): Promise<StoredRow<'services'>[]> {
  const stored: StoredRow<'services'>[] = []
  for (const run of runsOfSameColumns(services.map(newService))) {
    const { data, error } = await client.from('services').insert(run).select()
    if (data?.length !== run.length) throw insertFailure('services', error)
    stored.push(...data)
  }
  return stored
}

/** Stores one service with the given fields over a valid one's, and returns it stored. */
export async function createService(
  client: TableClient,
  fields: ServiceFields = {},
): Promise<StoredRow<'services'>> {
  const [service] = await createServices(client, [fields])
  if (!service) throw insertFailure('services', null)
  return service
}
