import { sendNewsletter } from '../../backend/newsletter.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useOwnerMutation } from '../useOwnerMutation.ts'

/** Mails a post's newsletter to the owner alone, to check it before subscribers get it. */
export function useTestNewsletterMutation() {
  const { client } = useAdminEnvironment()
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
