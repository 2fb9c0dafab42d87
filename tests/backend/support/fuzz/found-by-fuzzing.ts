import { signJwt } from '../../../../supabase/local/jwt.ts'
import { LOCAL_JWT_SECRET, localApiKeys } from '../../../../supabase/local/keys.ts'
import { imageBytes } from '../../../support/images.ts'
import type { ServiceName } from './answers.ts'
import type { FuzzRequest } from './request.ts'

const keys = localApiKeys()

const anonHeaders = { apikey: keys.anonKey, authorization: `Bearer ${keys.anonKey}` }
const get = (target: string, headers = anonHeaders): FuzzRequest => ({
  method: 'GET',
  target,
  headers,
  body: null,
})
const post = (target: string, body: unknown): FuzzRequest => ({
  method: 'POST',
  target,
  headers: { ...anonHeaders, 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const enquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A message.',
}

/**
 * Requests the fuzz test found answered wrongly (a server error, or an error in plain text), each
 * with the status it is answered with now.
 */
export const FOUND_BY_FUZZING: [string, ServiceName, FuzzRequest, number][] = [
  [
    'an array filter deeper than six dimensions',
    'rest',
    get(`/blog_posts?tags=cs.${'{'.repeat(7)}a${'}'.repeat(7)}`),
    400,
  ],
  [
    'more result columns than PostgreSQL allows',
    'rest',
    get(`/blog_posts?select=${Array<string>(1700).fill('id').join(',')}`),
    400,
  ],
  [
    'a row nested thousands of levels deep',
    'rest',
    {
      method: 'POST',
      target: '/blog_posts',
      headers: { ...anonHeaders, 'content-type': 'application/json' },
      body: `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`,
    },
    400,
  ],
  [
    'an upload to a bucket name with a NUL',
    'storage',
    {
      method: 'POST',
      target: '/object/%00/a.png',
      headers: { ...anonHeaders, 'content-type': 'image/png' },
      body: new Uint8Array(imageBytes('image/png')),
    },
    400,
  ],
  [
    'a public download from a bucket name with a NUL',
    'storage',
    get('/object/public/%00/a.png'),
    400,
  ],
  [
    'a sign-in email with a NUL',
    'auth',
    post('/token?grant_type=password', { email: 'a\u0000@b.co', password: 'password' }),
    400,
  ],
  [
    'a refresh token with a NUL',
    'auth',
    post('/token?grant_type=refresh_token', { refresh_token: '\u0000' }),
    400,
  ],
  [
    'a user token whose subject is no UUID',
    'auth',
    get('/user', {
      apikey: keys.anonKey,
      authorization: `Bearer ${signJwt({ role: 'authenticated', sub: 'x' }, LOCAL_JWT_SECRET)}`,
    }),
    400,
  ],
  [
    'an enquiry with a NUL',
    'functions',
    post('/send-contact-email', { ...enquiry, firstName: 'A\u0000da' }),
    400,
  ],
  [
    'an enquiry with an unpaired surrogate',
    'functions',
    post('/send-contact-email', { ...enquiry, subject: 'Hi \ud800' }),
    400,
  ],
  [
    'a newsletter address with a NUL',
    'functions',
    post('/newsletter-subscribe', { email: 'a\u0000@b.co' }),
    400,
  ],
  [
    'a newsletter address with an unpaired surrogate',
    'functions',
    post('/newsletter-subscribe', { email: 'a\ud800@b.co' }),
    400,
  ],
  [
    'a function that does not exist (was plain text)',
    'functions',
    post('/no-such-function', {}),
    404,
  ],
]
