import { deleteSubscriber } from '../../backend/subscribers.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { subscriberKeys } from './keys.ts'

export function useSubscriberDeleteMutation() {
  const { client } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteSubscriber(client, id),
    invalidates: [subscriberKeys.all],
    done: () => ({ title: 'Subscriber removed successfully' }),
    failed: (reason) => ({ title: `Failed to remove subscriber: ${reason}`, intent: 'danger' }),
  })
}
