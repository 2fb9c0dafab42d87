import { readEnvironment } from '../_shared/environment.ts'
import { createNewsletterSubscribe } from '../_shared/newsletter-subscribe.ts'
import { resendTransport } from '../_shared/resend.ts'

const env = readEnvironment((name) => Deno.env.get(name))
const mail = resendTransport(Deno.env.get('RESEND_API_KEY') ?? '')

Deno.serve(createNewsletterSubscribe({ env, mail }))
