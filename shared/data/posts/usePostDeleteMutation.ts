import { deleteContentRow } from '../../backend/contentTables.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { tableKeys } from '../tableKeys.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'
import { POST_MESSAGES } from './postMessages.ts'

export function usePostDeleteMutation() {
  const { client } = useAdminEnvironment()
  return useOwnerMutation({
    mutationFn: (id: string) => deleteContentRow(client, 'blog_posts', id),
    invalidates: tableKeys('blog_posts'),
    done: () => ({ title: POST_MESSAGES.deleted }),
    failed: (reason) => ({ title: POST_MESSAGES.deleteFailed(reason), intent: 'danger' }),
  })
}
