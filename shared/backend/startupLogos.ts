import type { Tables } from './client.ts'
import { dataOf } from './errors.ts'
import type { DataClient } from './publicBackend.ts'

export type StartupLogo = Tables<'startup_experience_logos'>

export function fetchStartupLogos(client: DataClient): Promise<StartupLogo[]> {
  return dataOf(
    client.from('startup_experience_logos').select('*').order('display_order', { ascending: true }),
  )
}
