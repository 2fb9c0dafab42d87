import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type EarlierExperience = Tables<'earlier_experiences'>

export function fetchEarlierExperiences(client: DataClient): Promise<EarlierExperience[]> {
  return dataOf(
    client.from('earlier_experiences').select('*').order('display_order', { ascending: true }),
  )
}
