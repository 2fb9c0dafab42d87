import { createActivityPubDeliver } from '../../functions/_shared/activitypub-deliver.ts'
import { createActivityPubFollowers } from '../../functions/_shared/activitypub-followers.ts'
import { createActivityPubInbox } from '../../functions/_shared/activitypub-inbox.ts'
import type { FunctionEnvironment } from '../../functions/_shared/environment.ts'
import { FEDIVERSE_LIMITS } from '../../functions/_shared/fediverseFetch.ts'
import { LINK_PREVIEW_LIMITS, createLinkPreview } from '../../functions/_shared/link-preview.ts'
import type { MailTransport } from '../../functions/_shared/mail.ts'
import { DIRECT, type Reach } from '../../functions/_shared/outsideFetch.ts'
import { createNewsletterSubscribe } from '../../functions/_shared/newsletter-subscribe.ts'
import {
  type CodeAttemptGuard,
  createRedeemRecoveryCode,
} from '../../functions/_shared/redeem-recovery-code.ts'
import { createSendContactEmail } from '../../functions/_shared/send-contact-email.ts'
import { createSendNewsletter } from '../../functions/_shared/send-newsletter.ts'
import type { LocalFunction } from './service.ts'

/** What the local backend gives its functions in place of the hosted platform's services. */
export interface LocalFunctionServices {
  /** The local outbox, instead of Resend. */
  mail: MailTransport
  /** The Auth service's second-factor lockout, which wrong recovery codes count towards too. */
  secondFactorGuard: CodeAttemptGuard
  /** What the database sends with its newsletter requests (private.newsletter_dispatch). */
  newsletterDispatchSecret: string
  /**
   * The account's key, whether its functions may call this machine (backend.ts,
   * FunctionSettings), and the secret the database's delivery requests carry
   * (private.fediverse_dispatch).
   */
  fediverse: {
    privateKeyPem: () => string | null
    allowPrivateAddresses: boolean
    dispatchSecret: string
  }
  /** Where link previews read outside sites: a stand-in's address (tests), or null for the sites. */
  outsideSitesStandIn: string | null
  /** The social web functions' clock, for signed requests and retries (tests move it). */
  now: () => number
}

/** Every function of supabase/functions, wired to the local backend's services. */
export function localFunctions(
  env: FunctionEnvironment,
  services: LocalFunctionServices,
  verifyJwt: (name: string) => boolean,
): Record<string, LocalFunction> {
  const { mail, fediverse, now } = services
  const limits = { ...FEDIVERSE_LIMITS, allowPrivateAddresses: fediverse.allowPrivateAddresses }
  const handlers = {
    'send-contact-email': createSendContactEmail({ env, mail }),
    'newsletter-subscribe': createNewsletterSubscribe({ env, mail }),
    'send-newsletter': createSendNewsletter({
      env,
      mail,
      dispatchSecret: services.newsletterDispatchSecret,
    }),
    'redeem-recovery-code': createRedeemRecoveryCode({
      env,
      guard: services.secondFactorGuard,
    }),
    'activitypub-inbox': createActivityPubInbox({
      env,
      privateKeyPem: fediverse.privateKeyPem,
      now,
      limits,
    }),
    'activitypub-deliver': createActivityPubDeliver({
      env,
      dispatchSecret: fediverse.dispatchSecret,
      privateKeyPem: fediverse.privateKeyPem,
      now,
      limits,
    }),
    'activitypub-followers': createActivityPubFollowers({ env }),
    'link-preview': createLinkPreview({
      env,
      limits: LINK_PREVIEW_LIMITS,
      reach: services.outsideSitesStandIn ? standIn(services.outsideSitesStandIn) : DIRECT,
    }),
  }
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      { handler, verifyJwt: verifyJwt(name) },
    ]),
  )
}

/** Sends every request for an outside site to the stand-in, the site's host first in its path. */
function standIn(base: string): Reach {
  return (url) => new URL(`/${url.host}${url.pathname}${url.search}`, base)
}
