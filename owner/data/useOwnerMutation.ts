import {
  type QueryKey,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { toBackendError } from '../../shared/backend/errors.ts'
import { type ToastMessage, useToaster } from '../ui/Toaster.tsx'

export interface OwnerMutationOptions<Data, Variables> {
  mutationFn: (variables: Variables) => Promise<Data>
  /** The queries the write makes stale, refreshed once it has settled, done or failed. */
  invalidates: readonly QueryKey[]
  /** The toast once it is done, if it has one. */
  done?: (data: Data, variables: Variables) => ToastMessage | null
  /** The toast when it failed, given a message safe to show, the error itself and the write. */
  failed: (reason: string, error: unknown, variables: Variables) => ToastMessage
}

/**
 * A write from the owner's screens, the one shape of every mutation hook in shared/data: it
 * refreshes what it made stale and toasts how it went. A failure is logged and toasted, and
 * never left to the screen: `mutate` does not throw, and `isPending` ends either way.
 */
export function useOwnerMutation<Data, Variables>({
  mutationFn,
  invalidates,
  done,
  failed,
}: OwnerMutationOptions<Data, Variables>): UseMutationResult<Data, Error, Variables> {
  const queryClient = useQueryClient()
  const toast = useToaster()
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      const message = done?.(data, variables)
      if (message) toast(message)
    },
    onError: (error, variables) => {
      console.error(error)
      toast(failed(toBackendError(error).message, error, variables))
    },
    onSettled: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
}
