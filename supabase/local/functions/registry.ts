import type { FunctionEnvironment } from '../../functions/_shared/environment.ts'
import type { MailTransport } from '../../functions/_shared/mail.ts'
import { createNewsletterSubscribe } from '../../functions/_shared/newsletter-subscribe.ts'
import { createSendContactEmail } from '../../functions/_shared/send-contact-email.ts'
import { createSendNewsletter } from '../../functions/_shared/send-newsletter.ts'
import type { LocalFunction } from './service.ts'

const FACTORIES = {
  'send-contact-email': createSendContactEmail,
  'newsletter-subscribe': createNewsletterSubscribe,
  'send-newsletter': createSendNewsletter,
} as const

/** Every function of supabase/functions, wired to the local outbox instead of Resend. */
export function localFunctions(
  env: FunctionEnvironment,
  mail: MailTransport,
  verifyJwt: (name: string) => boolean,
): Record<string, LocalFunction> {
  return Object.fromEntries(
    Object.entries(FACTORIES).map(([name, create]) => [
      name,
      { handler: create({ env, mail }), verifyJwt: verifyJwt(name) },
    ]),
  )
}
