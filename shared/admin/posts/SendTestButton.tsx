import { Button } from '@blueprintjs/core'
import { useState } from 'react'
import { toBackendError } from '../../backend/errors.ts'
import { sendNewsletter } from '../../backend/newsletter.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useToaster } from '../../ui/Toaster.tsx'

/** Before a post is first published: mails its newsletter to the owner alone, to check it. */
export function SendTestButton({ postId }: { postId: string }) {
  const { client } = useAdminEnvironment()
  const toast = useToaster()
  const [sending, setSending] = useState(false)

  const send = async () => {
    setSending(true)
    try {
      await sendNewsletter(client.functions, postId, { test: true })
      toast({
        title: 'Test email sent',
        description: 'Check your inbox to see the newsletter as subscribers will.',
      })
    } catch (error) {
      toast({
        title: `Failed to send the test email: ${toBackendError(error).message}`,
        intent: 'danger',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <Button
      size="large"
      variant="minimal"
      icon="envelope"
      loading={sending}
      text="Send a test to myself"
      onClick={() => void send()}
    />
  )
}
