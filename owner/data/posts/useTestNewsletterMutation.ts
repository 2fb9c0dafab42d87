import { sendNewsletter } from '../../../shared/backend/newsletter.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useOwnerMutation } from '../useOwnerMutation.ts'

/** Mails a post's newsletter to the owner alone, to check it before subscribers get it. */
export function useTestNewsletterMutation() {
  const client = useBackend()
  return useOwnerMutation({
    mutationFn: (postId: string) => sendNewsletter(client.functions, postId, { test: true }),
    invalidates: [],
    done: () => ({
      title: 'Test email sent',
      description: 'Check your inbox to see the newsletter as subscribers will.',
    }),
    failed: (reason) => ({ title: `Failed to send the test email: ${reason}`, intent: 'danger' }),
  })
}
