import { describe, expect, it } from 'vitest'
import { DEFAULT_OWNER, parseCliOptions } from '../../../supabase/local/cli-options.ts'

const parse = (args: string[], env: Record<string, string> = {}) =>
  parseCliOptions(args, env, 54321)

describe('npm run backend options', () => {
  it('default to PGlite under .local with demo content and the demo owner', () => {
    expect(parse([])).toEqual({
      port: 54321,
      dataDir: '.local',
      databaseUrl: null,
      seed: true,
      demoOwner: DEFAULT_OWNER,
      functions: {
        siteUrl: null,
        ownerEmail: DEFAULT_OWNER.email,
        emailFrom: 'Morgan Strategy Partners <hello@example.com>',
        fediversePrivateKey: null,
        fediverseAllowPrivateAddresses: false,
        outsideSitesStandIn: null,
      },
      contactMessagesPerHour: null,
      siteRebuildHookUrl: null,
      help: false,
    })
  })

  it('read every option', () => {
    expect(
      parse(['--port', '6000', '--data-dir', '/tmp/x', '--no-seed', '--no-owner']),
    ).toMatchObject({
      port: 6000,
      dataDir: '/tmp/x',
      seed: false,
      demoOwner: null,
    })
    expect(parse(['--memory']).dataDir).toBeNull()
    expect(parse(['--database-url', 'postgres://db/x', '--memory'])).toMatchObject({
      dataDir: null,
      databaseUrl: 'postgres://db/x',
    })
  })

  it('take the demo owner from the environment, ignoring blank values', () => {
    expect(
      parse([], { LOCAL_OWNER_EMAIL: 'me@example.com', LOCAL_OWNER_PASSWORD: ' ' }).demoOwner,
    ).toEqual({
      email: 'me@example.com',
      password: DEFAULT_OWNER.password,
    })
  })

  it('read the function settings, the enquiry limit and the build hook from the environment', () => {
    const env = {
      OWNER_EMAIL: 'inbox@example.com',
      SITE_URL: 'https://site.example',
      LOCAL_CONTACT_MESSAGES_PER_HOUR: '20',
      LOCAL_SITE_REBUILD_HOOK_URL: 'https://api.netlify.example/build_hooks/abc',
      FEDIVERSE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
      LOCAL_FEDIVERSE_PRIVATE_ADDRESSES: 'allow',
      LOCAL_OUTSIDE_SITES: 'http://127.0.0.1:4999',
    }
    expect(parse([], env)).toMatchObject({
      functions: {
        siteUrl: 'https://site.example',
        ownerEmail: 'inbox@example.com',
        fediversePrivateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
        fediverseAllowPrivateAddresses: true,
        outsideSitesStandIn: 'http://127.0.0.1:4999',
      },
      contactMessagesPerHour: 20,
      siteRebuildHookUrl: 'https://api.netlify.example/build_hooks/abc',
    })
    expect(() => parse([], { LOCAL_CONTACT_MESSAGES_PER_HOUR: '0' })).toThrow(
      /whole number above 0/,
    )
    expect(() => parse([], { LOCAL_SITE_REBUILD_HOOK_URL: 'ftp://x' })).toThrow(/http\(s\)/)
  })

  it("send mail as the site's identity, under the business's name unless EMAIL_FROM names one", () => {
    const sender = (env: Record<string, string>) => parse([], env).functions.emailFrom
    expect(
      sender({ VITE_BUSINESS_NAME: 'Acme Advice', VITE_CONTACT_EMAIL: 'hi@acme.example' }),
    ).toBe('Acme Advice <hi@acme.example>')
    expect(sender({ EMAIL_FROM: 'news@acme.example', BUSINESS_NAME: 'Acme, Ltd.' })).toBe(
      '"Acme, Ltd." <news@acme.example>',
    )
    expect(sender({ EMAIL_FROM: 'Jo <jo@acme.example>', BUSINESS_NAME: 'Acme' })).toBe(
      'Jo <jo@acme.example>',
    )
  })

  it.each([
    [['--port'], /needs a value/],
    [['--port', 'x'], /--port must be a number/],
    [['--port', '70000'], /--port must be a number/],
    [['--frobnicate'], /Unknown option/],
  ])('refuse %j with a clear message', (args, message) => {
    expect(() => parse(args)).toThrow(message)
  })
})
