/** What the functions need to know about where they run. */
export interface FunctionEnvironment {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  /** The public site, for links in emails. */
  siteUrl: string
  /** Where enquiries go. */
  ownerEmail: string
  /** The sender of every email, with its display name: "Morgan Strategy <hello@example.com>". */
  emailFrom: string
}

/**
 * Reads the environment Supabase gives every function (SUPABASE_URL, SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY) plus this project's secrets (SITE_URL, OWNER_EMAIL, EMAIL_FROM, and
 * BUSINESS_NAME, the sender's name when EMAIL_FROM gives an address alone).
 */
export function readEnvironment(get: (name: string) => string | undefined): FunctionEnvironment {
  const required = (name: string) => {
    const value = get(name)
    if (!value) throw new Error(`The function needs the ${name} secret`)
    return value
  }
  return {
    supabaseUrl: required('SUPABASE_URL'),
    anonKey: required('SUPABASE_ANON_KEY'),
    serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    siteUrl: required('SITE_URL').replace(/\/+$/, ''),
    ownerEmail: required('OWNER_EMAIL'),
    emailFrom: senderAddress(required('EMAIL_FROM'), get('BUSINESS_NAME')),
  }
}

export function functionsUrl(env: FunctionEnvironment): string {
  return `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1`
}

/**
 * The sender as mail headers write it: `from` as given when it names the sender
 * ("Name <address>"), else the address under the business's name.
 */
export function senderAddress(from: string, businessName: string | undefined): string {
  const address = from.trim()
  const name = businessName?.trim()
  if (address.includes('<') || !name) return address
  // A name with any of RFC 5322's specials is written as a quoted string.
  const phrase = /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(name)
    ? name
    : `"${name.replace(/["\\]/g, '\\$&')}"`
  return `${phrase} <${address}>`
}

/** The display name of a sender ("Name <address>"), or null when it gives an address alone. */
export function senderName(from: string): string | null {
  const match = /^\s*(.*?)\s*<[^>]*>\s*$/.exec(from)
  const name = match?.[1]
    ?.replace(/^"(.*)"$/, '$1')
    .replace(/\\(.)/g, '$1')
    .trim()
  return name === undefined || name === '' ? null : name
}
