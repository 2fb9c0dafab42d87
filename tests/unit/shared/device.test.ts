import { describe, expect, it } from 'vitest'
import { deviceName } from '../../../shared/domain/device.ts'

describe('the device of a session, from its user agent', () => {
  it.each([
    [
      'the desktop app',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) ContentManager/0.1.0 Chrome/140.0.7339.80 Electron/45.4.1 Safari/537.36',
      'Desktop app on macOS',
    ],
    ['the archive command line', 'consultant-site-cli (Linux)', 'Command line on Linux'],
    [
      'headless Chrome, as automation runs it',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Edge, which names Chrome too',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge on Windows',
    ],
    [
      'Firefox on Linux',
      'Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0',
      'Firefox on Linux',
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['a client it does not know, named by its system', 'SomeTool/2.1 (Linux)', 'Linux'],
    ['a client that says nothing useful', 'curl/8.5.0', 'Unknown device'],
    ['no user agent', null, 'Unknown device'],
  ])('names %s', (_case, userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected)
  })
})
