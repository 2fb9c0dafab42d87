import { deleteRedirect } from '../../../shared/backend/ownerRedirects.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { redirectKeys } from './keys.ts'

export function useRedirectDeleteMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteRedirect(client, id),
    invalidates: [redirectKeys.all],
    done: () => ({ title: 'Redirect deleted successfully' }),
    failed: (reason) => ({ title: `Failed to delete redirect: ${reason}`, intent: 'danger' }),
  })
}
