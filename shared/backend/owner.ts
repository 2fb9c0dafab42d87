import { dataOf } from './errors.ts'
import type { DataClient } from './dataClient.ts'

/** Whether the site has its owner yet; sign-up is offered only while it has not. */
export function siteHasOwner(client: DataClient): Promise<boolean> {
  return dataOf(client.rpc('site_has_owner'))
}
