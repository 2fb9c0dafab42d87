import { deleteContentRow } from '../../backend/contentTables.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { POST_MESSAGES } from './postMessages.ts'

export function usePostDeleteMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteContentRow(client, 'blog_posts', id),
    invalidates: tableKeys('blog_posts'),
    done: () => ({ title: POST_MESSAGES.deleted }),
    failed: (reason) => ({ title: POST_MESSAGES.deleteFailed(reason), intent: 'danger' }),
  })
}
