import { readEnvironment } from '../_shared/environment.ts'
import { resendTransport } from '../_shared/resend.ts'
import { createSendNewsletter } from '../_shared/send-newsletter.ts'

const env = readEnvironment((name) => Deno.env.get(name))
const mail = resendTransport(Deno.env.get('RESEND_API_KEY') ?? '')

const dispatchSecret = Deno.env.get('NEWSLETTER_DISPATCH_SECRET') ?? ''

Deno.serve(createSendNewsletter({ env, mail, dispatchSecret }))
