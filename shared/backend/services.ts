import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type Service = Tables<'services'>

export function fetchServices(client: DataClient): Promise<Service[]> {
  return dataOf(client.from('services').select('*').order('display_order', { ascending: true }))
}
