import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type Experience = Tables<'experiences'>

export function fetchExperiences(client: DataClient): Promise<Experience[]> {
  return dataOf(client.from('experiences').select('*').order('display_order', { ascending: true }))
}
