import type { MailMessage, MailTransport } from './mail.ts'

/** Sends through the Resend HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function resendTransport(apiKey: string, fetchImpl: typeof fetch = fetch): MailTransport {
  return {
    async send(message: MailMessage) {
      const response = await fetchImpl('https://api.resend.com/emails', {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: message.from,
          to: message.to,
          reply_to: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        }),
      })
      if (!response.ok) {
        throw new Error(`Resend refused the message (${response.status}): ${await response.text()}`)
      }
    },
  }
}
