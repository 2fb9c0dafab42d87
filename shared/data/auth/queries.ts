import { queryOptions } from '@tanstack/react-query'
import { accountSessions } from '../../backend/accountSessions.ts'
import type { BackendClient } from '../../backend/client.ts'
import { siteHasOwner } from '../../backend/owner.ts'
import { recoveryCodesLeft } from '../../backend/recoveryCodes.ts'
import { authenticators } from '../../backend/twoFactor.ts'
import { authKeys } from './keys.ts'

export const authQueries = {
  siteHasOwner: (client: BackendClient) =>
    queryOptions({ queryKey: authKeys.siteHasOwner(), queryFn: () => siteHasOwner(client) }),
  authenticators: (client: BackendClient, userId: string) =>
    queryOptions({
      queryKey: authKeys.authenticators(userId),
      queryFn: () => authenticators(client),
    }),
  recoveryCodesLeft: (client: BackendClient, userId: string) =>
    queryOptions({
      queryKey: authKeys.recoveryCodesLeft(userId),
      queryFn: () => recoveryCodesLeft(client),
    }),
  sessions: (client: BackendClient, userId: string) =>
    queryOptions({ queryKey: authKeys.sessions(userId), queryFn: () => accountSessions(client) }),
}
