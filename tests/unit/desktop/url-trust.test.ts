import { describe, expect, it } from 'vitest'
import { externalUrl, isAppUrl } from '../../../desktop/main/url-trust.ts'

describe('externalUrl', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['mailto:owner@example.com', 'mailto:owner@example.com'],
    [
      'mailto:a@example.com,b@example.com?subject=Hi',
      'mailto:a@example.com,b@example.com?subject=Hi',
    ],
  ])('opens %s as %s', (raw, expected) => {
    expect(externalUrl(raw)).toBe(expected)
  })

  it.each([
    ['javascript:alert(1)', 'script'],
    ['file:///etc/passwd', 'a local file'],
    ['data:text/html,<script>alert(1)</script>', 'inline content'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://bank.example@evil.example/', 'a user name that disguises the host'],
    ['/relative/path', 'a relative address'],
    ['example.com', 'no scheme'],
    ['mailto:', 'mailto without an address'],
    ['mailto:not-an-address', 'mailto without an @'],
    ['vscode://file/etc/passwd', 'a custom scheme'],
    ['ftp://example.com/', 'another network scheme'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (raw) => {
    expect(externalUrl(raw)).toBeNull()
  })
})

describe('isAppUrl', () => {
  const devServer = 'http://127.0.0.1:5174/'
  const built = 'file:///opt/Content%20Manager/resources/app.asar/out/renderer/index.html'

  it.each([
    [devServer, 'http://127.0.0.1:5174/', true],
    [devServer, 'http://127.0.0.1:5174/blog-admin?x=1#y', true],
    [devServer, 'http://127.0.0.1:5175/', false],
    [devServer, 'http://localhost:5174/', false],
    [devServer, 'https://127.0.0.1:5174/', false],
    [devServer, 'https://example.com/', false],
    [built, built, true],
    [built, `${built}#/blog-admin`, true],
    [built, `${built}?tab=2`, true],
    [built, 'file:///opt/Content Manager/resources/app.asar/out/renderer/index.html', true],
    [built, 'file:///opt/Content%20Manager/resources/app.asar/out/renderer/other.html', false],
    [built, 'file:///etc/passwd', false],
    [
      built,
      'file://evil-host/opt/Content%20Manager/resources/app.asar/out/renderer/index.html',
      false,
    ],
    [built, 'https://example.com/index.html', false],
    [built, 'not a url', false],
  ])('app %s, page %s: %s', (app, page, expected) => {
    expect(isAppUrl(page, app)).toBe(expected)
  })
})
