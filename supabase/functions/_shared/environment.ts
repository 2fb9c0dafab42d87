/** What the functions need to know about where they run. */
export interface FunctionEnvironment {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  /** The public site, for links in emails. */
  siteUrl: string
  /** Where enquiries go. */
  ownerEmail: string
  /** The sender of every email, e.g. "Morgan Strategy <hello@example.com>". */
  emailFrom: string
}

/**
 * Reads the environment Supabase gives every function (SUPABASE_URL, SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY) plus this project's secrets (SITE_URL, OWNER_EMAIL, EMAIL_FROM).
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
    emailFrom: required('EMAIL_FROM'),
  }
}

export function functionsUrl(env: FunctionEnvironment): string {
  return `${env.supabaseUrl.replace(/\/+$/, '')}/functions/v1`
}
