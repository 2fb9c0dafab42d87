import { deleteSubscriber } from '../../../shared/backend/subscribers.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { subscriberKeys } from './keys.ts'

export function useSubscriberDeleteMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteSubscriber(client, id),
    invalidates: [subscriberKeys.all],
    done: () => ({ title: 'Subscriber removed successfully' }),
    failed: (reason) => ({ title: `Failed to remove subscriber: ${reason}`, intent: 'danger' }),
  })
}
