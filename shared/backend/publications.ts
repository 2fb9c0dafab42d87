import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type Publication = Tables<'publications'>

/** All publications, newest first (public and admin alike). */
export function fetchPublications(client: DataClient): Promise<Publication[]> {
  return dataOf(
    client.from('publications').select('*').order('published_date', { ascending: false }),
  )
}
