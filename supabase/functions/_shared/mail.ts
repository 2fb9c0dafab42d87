/** One email, as the functions compose it. */
export interface MailMessage {
  from: string
  to: string[]
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

/** Sends mail: Resend in production, the local backend's outbox in development and tests. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>
}
