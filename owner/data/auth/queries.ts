import { queryOptions } from '@tanstack/react-query'
import { accountSessions } from '../../../shared/backend/accountSessions.ts'
import type { BackendClient } from '../../../shared/backend/client.ts'
import { siteHasOwner } from '../../../shared/backend/owner.ts'
import { recoveryCodesLeft } from '../../../shared/backend/recoveryCodes.ts'
import { authenticators } from '../../../shared/backend/twoFactor.ts'
import { authKeys } from './keys.ts'

export const authQueries = {
  siteHasOwner: (client: BackendClient) =>
    queryOptions({
      queryKey: authKeys.siteHasOwner(),
      queryFn: ({ signal }) => siteHasOwner(client, signal),
    }),
  authenticators: (client: BackendClient, userId: string) =>
    queryOptions({
      queryKey: authKeys.authenticators(userId),
      // Auth's client takes no signal: the request runs to its end, and its answer is kept.
      queryFn: () => authenticators(client),
    }),
  recoveryCodesLeft: (client: BackendClient, userId: string) =>
    queryOptions({
      queryKey: authKeys.recoveryCodesLeft(userId),
      queryFn: ({ signal }) => recoveryCodesLeft(client, signal),
    }),
  sessions: (client: BackendClient, userId: string) =>
    queryOptions({
      queryKey: authKeys.sessions(userId),
      queryFn: ({ signal }) => accountSessions(client, signal),
    }),
}
