import { readEnvironment } from '../_shared/environment.ts'
import { resendTransport } from '../_shared/resend.ts'
import { createSendContactEmail } from '../_shared/send-contact-email.ts'

const env = readEnvironment((name) => Deno.env.get(name))
const mail = resendTransport(Deno.env.get('RESEND_API_KEY') ?? '')

Deno.serve(createSendContactEmail({ env, mail }))
