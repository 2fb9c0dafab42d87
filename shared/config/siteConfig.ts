/**
 * The one place for what identifies the site and where its backend is. Values come from
 * environment variables (Vite's `VITE_*` in the browser builds), with placeholder defaults that
 * work against the local backend.
 */

export interface SiteConfig {
  ownerName: string
  businessName: string
  email: string
  professionalNetworkUrl: string
  /** The 30-minute booking page shown in the 'Schedule a Call' dialog. */
  bookingUrl: string
  /** The public address of the site, for canonical links and sharing. */
  siteUrl: string
}

export interface BackendConfig {
  url: string
  anonKey: string
}

export type Environment = Readonly<Record<string, string | boolean | undefined>>

/** The local backend's address and the Supabase CLI's well-known local anon key. */
export const LOCAL_BACKEND: BackendConfig = {
  url: 'http://127.0.0.1:54321',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
}

export function readSiteConfig(env: Environment): SiteConfig {
  return {
    ownerName: text(env.VITE_OWNER_NAME, 'Alex Morgan'),
    businessName: text(env.VITE_BUSINESS_NAME, 'Morgan Strategy Partners'),
    email: text(env.VITE_CONTACT_EMAIL, 'hello@example.com'),
    professionalNetworkUrl: text(
      env.VITE_PROFESSIONAL_NETWORK_URL,
      'https://www.linkedin.com/in/example',
    ),
    bookingUrl: text(env.VITE_BOOKING_URL, 'https://cal.com/example/30min'),
    siteUrl: text(env.VITE_SITE_URL, 'http://127.0.0.1:4173'),
  }
}

export function readBackendConfig(env: Environment): BackendConfig {
  return {
    url: text(env.VITE_SUPABASE_URL, LOCAL_BACKEND.url),
    anonKey: text(env.VITE_SUPABASE_ANON_KEY, LOCAL_BACKEND.anonKey),
  }
}

function text(value: string | boolean | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}
