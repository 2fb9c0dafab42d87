import {
  blockServer,
  removeFollower,
  unblockServer,
} from '../../../shared/backend/ownerFediverse.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { fediverseKeys } from './keys.ts'

export function useFollowerRemoveMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (actorId: string) => removeFollower(client, actorId),
    invalidates: [fediverseKeys.followers],
    done: () => ({ title: 'Follower removed' }),
    failed: (reason) => ({ title: `Failed to remove follower: ${reason}`, intent: 'danger' }),
  })
}

/** Blocks a server (by host) and removes its followers. */
export function useServerBlockMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (host: string) => blockServer(client, host),
    invalidates: [fediverseKeys.followers],
    done: (_, host) => ({ title: `${host} blocked: its followers are removed` }),
    failed: (reason) => ({ title: `Failed to block server: ${reason}`, intent: 'danger' }),
  })
}

export function useServerUnblockMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (host: string) => unblockServer(client, host),
    invalidates: [fediverseKeys.followers],
    done: (_, host) => ({ title: `${host} unblocked` }),
    failed: (reason) => ({ title: `Failed to unblock server: ${reason}`, intent: 'danger' }),
  })
}
