/**
 * The device a session belongs to, from the user agent it last sent, as a person names it:
 * "Desktop app on macOS", "Firefox on Windows", "Safari on iPhone". The desktop app is
 * Electron, which names itself in its user agent. Unknown parts are left out, never guessed.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const client = clientOf(userAgent)
  const system = systemOf(userAgent)
  if (client && system) return `${client} on ${system}`
  return client ?? system ?? 'Unknown device'
}

/** The User-Agent the archive command line sends (`npm run export` and the like). */
export const COMMAND_LINE_AGENT = 'consultant-site-cli'

/**
 * Checked in order: Edge and Opera name Chrome too, and Chrome names Safari. Headless Chrome
 * (automation, previews) is Chrome.
 */
const CLIENTS: [RegExp, string][] = [
  [new RegExp(`\\b${COMMAND_LINE_AGENT}\\b`), 'Command line'],
  [/\bElectron\//, 'Desktop app'],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

function clientOf(userAgent: string): string | null {
  return CLIENTS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

function systemOf(userAgent: string): string | null {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}
