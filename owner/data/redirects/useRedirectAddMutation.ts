import { type NewRedirect, addRedirect } from '../../../shared/backend/ownerRedirects.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { redirectKeys } from './keys.ts'

export function useRedirectAddMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (redirect: NewRedirect) => addRedirect(client, redirect),
    invalidates: [redirectKeys.all],
    done: () => ({ title: 'Redirect created successfully' }),
    failed: (reason) => ({ title: `Failed to create redirect: ${reason}`, intent: 'danger' }),
  })
}
