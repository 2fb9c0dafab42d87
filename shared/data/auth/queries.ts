import { queryOptions } from '@tanstack/react-query'
import type { BackendClient } from '../../backend/client.ts'
import { siteHasOwner } from '../../backend/owner.ts'
import { verifiedTotpFactor } from '../../backend/twoFactor.ts'
import { authKeys } from './keys.ts'

export const authQueries = {
  siteHasOwner: (client: BackendClient) =>
    queryOptions({ queryKey: authKeys.siteHasOwner(), queryFn: () => siteHasOwner(client) }),
  totpFactor: (client: BackendClient, userId: string) =>
    queryOptions({
      queryKey: authKeys.totpFactor(userId),
      queryFn: () => verifiedTotpFactor(client),
    }),
}
