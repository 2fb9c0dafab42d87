import { describe, expect, it } from 'vitest'
import { UsageError, parseArchiveArgs } from '../../../scripts/archive/options.ts'
import { LOCAL_BACKEND } from '../../../shared/config/siteConfig.ts'

describe('the archive command line’s options', () => {
  it('defaults to the local backend and asks before writing', () => {
    expect(parseArchiveArgs('restore', ['--in', 'site.zip'], {})).toEqual({
      task: {
        command: 'restore',
        file: 'site.zip',
        mode: 'ask',
        overwriteNewer: false,
        personalData: true,
      },
      connection: { ...LOCAL_BACKEND, email: null, factor: null, serviceRoleKey: null },
    })
  })

  it('reads the backend, the key from the environment and each import source', () => {
    const parsed = parseArchiveArgs(
      'import',
      [
        '--url',
        'https://abc.supabase.co',
        '--wordpress',
        'wp.xml',
        '--uploads',
        'uploads.zip',
        '--yes',
      ],
      { VITE_SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' },
    )
    expect(parsed).toEqual({
      task: {
        command: 'import',
        input: { from: 'wordpress', file: 'wp.xml', uploads: 'uploads.zip' },
        mode: 'yes',
        overwriteNewer: false,
        fetchImages: false,
      },
      connection: {
        url: 'https://abc.supabase.co',
        anonKey: 'anon',
        email: null,
        factor: null,
        serviceRoleKey: 'service',
      },
    })
    expect(
      parseArchiveArgs('import', ['--markdown', 'posts', '--dry-run', '--fetch-images'], {}),
    ).toMatchObject({
      task: { input: { from: 'markdown', path: 'posts' }, mode: 'dry-run', fetchImages: true },
    })
  })

  it('names the authenticator the code is from', () => {
    expect(
      parseArchiveArgs('export', ['--out', 'a.zip', '--factor', 'Backup phone'], {}),
    ).toMatchObject({
      connection: { factor: 'Backup phone' },
    })
  })

  it('restores personal data unless told not to', () => {
    expect(parseArchiveArgs('restore', ['--in', 'a.zip', '--no-personal-data'], {})).toMatchObject({
      task: { personalData: false },
    })
  })

  it.each([
    [['--in'], '--in needs a value'],
    [['--in', 'a.zip', '--dry-run', '--yes'], '--dry-run and --yes cannot both be given'],
    [['--in', 'a.zip', '--force'], 'Unknown option: --force'],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseArchiveArgs('restore', args, {})).toThrow(new UsageError(message))
  })

  it('needs exactly one thing to import', () => {
    expect(() => parseArchiveArgs('import', ['--ghost', 'g.json', '--markdown', 'm'], {})).toThrow(
      'one of --wordpress, --ghost or --markdown',
    )
  })
})
