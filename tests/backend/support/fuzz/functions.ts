import fc from 'fast-check'
import { CONTACT_LIMITS } from '../../../../shared/domain/contactForm.ts'
import { isEmailAddress } from '../../../../supabase/functions/_shared/formRules.ts'
import { deeplyNested, untrustedBody } from './bodies.ts'
import type { FuzzRequest } from './request.ts'
import { fuzzText, headerText, urlPiece } from './text.ts'

/**
 * `/functions/v1` requests. The contact form and the newsletter sign-up legitimately store what
 * a visitor sends, so each function gets only bodies it must refuse or quietly drop (a filled-in
 * honeypot): every request here must leave the database as it was.
 */

const VALID_ENQUIRY = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  subject: 'Fuzzing',
  message: 'Would you look at this?',
}

type EnquiryField = keyof typeof VALID_ENQUIRY
const ENQUIRY_FIELDS = Object.keys(VALID_ENQUIRY) as EnquiryField[]

/** Text the database cannot store: NUL characters and unpaired surrogates. */
const UNSTORABLE = ['\u0000', 'A\u0000da', 'A\ud800da', '\udfff'] as const
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const honeypot = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '')

/** A value that makes this field of the form invalid. */
function invalidValue(field: Exclude<EnquiryField, 'company'>): fc.Arbitrary<unknown> {
  const invalid = [
    fc.constantFrom(undefined, null, '', '   ', '\t\n', 42, true, [], {}, ['Ada'], { text: 'Ada' }),
    fc.constantFrom(...UNSTORABLE),
    fc.constant('x'.repeat(CONTACT_LIMITS[field] + 1)),
  ]
  const invalidEmail = fc.oneof(
    fc.constantFrom('ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com'),
    fuzzText.filter((text) => !isEmailAddress(text.trim())),
  )
  return fc.oneof(...invalid, ...(field === 'email' ? [invalidEmail] : []))
}

/** An enquiry with at least one field the function must refuse, or a filled-in honeypot. */
const refusedEnquiry = fc.oneof(
  fc
    .tuple(
      fc
        .constantFrom('firstName', 'lastName', 'email', 'subject', 'message')
        .chain((field) => invalidValue(field).map((value) => ({ [field]: value }))),
      fc.dictionary(fc.constantFrom(...ENQUIRY_FIELDS), fuzzText, { maxKeys: 2 }),
      fc.option(fuzzText),
    )
    .map(([invalid, noise, website]) => ({
      ...VALID_ENQUIRY,
      ...noise,
      ...invalid,
      ...(website === null ? {} : { website }),
    })),
  fc
    .tuple(fc.dictionary(fc.constantFrom(...ENQUIRY_FIELDS), fuzzText, { maxKeys: 3 }), honeypot)
    .map(([noise, website]) => ({ ...VALID_ENQUIRY, ...noise, website })),
)

/** Whether newsletter-subscribe should store this address (the test never sends such). */
function subscribable(email: unknown): boolean {
  if (typeof email !== 'string') return false
  const normalised = email.trim().toLowerCase()
  return (
    isEmailAddress(normalised) &&
    !normalised.includes('\u0000') &&
    !UNPAIRED_SURROGATE.test(normalised)
  )
}

/** A sign-up with an address the function refuses, or with the honeypot filled in. */
const refusedSubscription = fc.oneof(
  fc
    .oneof(
      fuzzText,
      fc.constantFrom(
        'ada',
        'ada@example',
        'a\u0000@b.co',
        'a\ud800@b.co',
        `${'a'.repeat(260)}@example.com`,
      ),
      fc.integer(),
      fc.constant(null),
    )
    .filter((email) => !subscribable(email))
    .map((email) => ({ email })),
  fc.tuple(fc.emailAddress(), honeypot).map(([email, website]) => ({ email, website })),
)

const newsletterRequest = fc.record(
  { postId: fc.oneof(fc.uuid(), fuzzText), test: fc.oneof(fc.boolean(), fuzzText) },
  { requiredKeys: [] },
)

const garbage = fc.oneof(untrustedBody, deeplyNested)

const json = <T>(value: fc.Arbitrary<T>) => value.map((body) => JSON.stringify(body))

/** A function name (known or not) with a body meant for it. */
const call = fc.oneof(
  {
    arbitrary: fc.record({
      name: fc.constant('send-contact-email'),
      body: fc.oneof({ arbitrary: json(refusedEnquiry), weight: 3 }, garbage),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      name: fc.constant('newsletter-subscribe'),
      body: fc.oneof({ arbitrary: json(refusedSubscription), weight: 3 }, garbage),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      name: fc.constant('send-newsletter'),
      body: fc.oneof(json(newsletterRequest), garbage),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      name: fc.oneof(
        fc.constantFrom('', 'hello', '__proto__', 'constructor', 'toString', '..'),
        urlPiece(fuzzText),
      ),
      body: garbage,
    }),
    weight: 1,
  },
)

/** Newsletter links carry `?action=&token=`; the tokens here match nobody. */
const query = fc.oneof(
  fc.constant(''),
  fc
    .tuple(
      urlPiece(fc.oneof(fc.constantFrom('confirm', 'unsubscribe'), fuzzText)),
      urlPiece(fc.oneof(fc.base64String(), fuzzText)),
    )
    .map(([action, token]) => `?action=${action}&token=${token}`),
  urlPiece(fuzzText).map((text) => `?${text}`),
)

export const functionsRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof(
      { arbitrary: fc.constant('POST'), weight: 6 },
      { arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'), weight: 2 },
    ),
    call,
    subPath: fc.oneof(
      { arbitrary: fc.constant(''), weight: 5 },
      urlPiece(fuzzText).map((text) => `/${text}`),
    ),
    query,
    withBody: fc.boolean(),
    contentType: fc.oneof(
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
      headerText,
    ),
    forwardedFor: fc.option(headerText),
  })
  .map(
    ({
      method,
      call: { name, body },
      subPath,
      query: search,
      withBody,
      contentType,
      forwardedFor,
    }) => ({
      method,
      target: `/${name}${subPath}${search}`,
      headers: {
        'content-type': contentType,
        ...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      body: withBody ? body : null,
    }),
  )
