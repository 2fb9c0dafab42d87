import { Button } from '@blueprintjs/core'
import { useTestNewsletterMutation } from '../../data/posts/useTestNewsletterMutation.ts'

/** Before a post is first published: mails its newsletter to the owner alone, to check it. */
export function SendTestButton({ postId }: { postId: string }) {
  const sending = useTestNewsletterMutation()
  return (
    <Button
      size="large"
      variant="minimal"
      icon="envelope"
      loading={sending.isPending}
      text="Send a test to myself"
      onClick={() => {
        sending.mutate(postId)
      }}
    />
  )
}
