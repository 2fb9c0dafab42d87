import bcrypt from 'bcryptjs'
import type { Database, SqlSession } from '../database/Database.ts'
import {
  AuthError,
  invalidCredentials,
  passwordTooLong,
  passwordTooShort,
  validationFailed,
} from './errors.ts'
import { type UserRow, findUserByEmail, insertUser } from './users.ts'

/** bcrypt, as Supabase Auth hashes passwords. */
const BCRYPT_COST = 10
/** bcrypt reads only this many bytes of a password: a longer one is refused, never cut. */
const BCRYPT_MAX_BYTES = 72
/** Compared against when the email is unknown, so timing does not tell which accounts exist. */
const UNKNOWN_USER_HASH = bcrypt.hashSync('unknown-user', BCRYPT_COST)

export interface AccountRules {
  minimumPasswordLength: number
  /** The Postgres function Supabase Auth calls before it creates a user, if configured. */
  beforeUserCreatedHook: { schema: string; name: string } | null
}

export interface NewAccount {
  email: string
  password: string
  userMetadata?: Record<string, unknown>
  /** False leaves the address unconfirmed: the account cannot sign in with its password. */
  emailConfirmed?: boolean
}

/**
 * The HTML standard's "valid e-mail address", the form Supabase Auth checks every new address
 * against (sign-up and the admin API alike).
 */
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Runs work as the Auth server's own database role, as Supabase Auth does. */
export function asAuthServer<T>(
  db: Database,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  return db.transaction(async (session) => {
    await session.query(`select set_config('role', 'supabase_auth_admin', true)`)
    return work(session)
  })
}

export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw validationFailed('To signup, please provide your email')
  }
  if (!EMAIL_ADDRESS.test(email.trim()) || email.length > 255) {
    throw validationFailed('Unable to validate email address: invalid format')
  }
  return email
}

export function checkPassword(password: unknown, rules: AccountRules): string {
  if (typeof password !== 'string' || password === '') {
    throw validationFailed('Signup requires a valid password')
  }
  // Length in characters (code points), as Supabase Auth counts it.
  if (Array.from(password).length < rules.minimumPasswordLength) {
    throw passwordTooShort(rules.minimumPasswordLength)
  }
  if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES)
    throw passwordTooLong(BCRYPT_MAX_BYTES)
  return password
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

const demoOwnerHashes = new Map<string, Promise<string>>()

/**
 * The demo owner's password is public (the backend prints it), so its hash is made once per
 * process and reused by every backend the process starts: a test run starts hundreds, and
 * bcrypt's quarter of a second each was an eighth of their start-up. Other accounts' hashes
 * are never shared, so equal passwords never show as equal hashes.
 */
export function demoOwnerPasswordHash(password: string): Promise<string> {
  let hash = demoOwnerHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    demoOwnerHashes.set(password, hash)
  }
  return hash
}

/**
 * Creates an email account, confirmed unless told otherwise. Self-service sign-up passes through the "before user
 * created" hook, like Supabase Auth; accounts made with the service role do not.
 */
export async function createAccount(
  db: Database,
  rules: AccountRules,
  account: NewAccount,
  options: {
    runHook: boolean
    clientAddress: string
    /** How the password is hashed: `hashPassword` unless told otherwise. */
    hash?: (password: string) => Promise<string>
  },
): Promise<UserRow> {
  const email = checkEmail(account.email)
  const hash = options.hash ?? hashPassword
  const passwordHash = await hash(checkPassword(account.password, rules))
  return asAuthServer(db, async (session) => {
    if (await findUserByEmail(session, email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    }
    if (options.runHook && rules.beforeUserCreatedHook) {
      await runBeforeUserCreatedHook(
        session,
        rules.beforeUserCreatedHook,
        email,
        options.clientAddress,
      )
    }
    return insertUser(session, {
      email,
      passwordHash,
      userMetadata: account.userMetadata ?? {},
      emailConfirmed: account.emailConfirmed ?? true,
    })
  })
}

/** Checks email and password; the bcrypt comparison runs outside any transaction. */
export async function verifyPassword(
  db: Database,
  email: unknown,
  password: unknown,
): Promise<UserRow> {
  if (
    typeof email !== 'string' ||
    typeof password !== 'string' ||
    email === '' ||
    password === ''
  ) {
    throw invalidCredentials()
  }
  const user = await asAuthServer(db, (session) => findUserByEmail(session, email))
  const matches = await bcrypt.compare(password, user?.encrypted_password ?? UNKNOWN_USER_HASH)
  if (!user || !matches) throw invalidCredentials()
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned')
  }
  return user
}

export function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return bcrypt.compare(password, hash ?? UNKNOWN_USER_HASH)
}

async function runBeforeUserCreatedHook(
  session: SqlSession,
  hook: { schema: string; name: string },
  email: string,
  clientAddress: string,
): Promise<void> {
  const event = {
    metadata: {
      uuid: crypto.randomUUID(),
      time: new Date().toISOString(),
      name: 'before-user-created',
      ip_address: clientAddress,
    },
    user: {
      aud: 'authenticated',
      role: '',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      is_anonymous: false,
    },
  }
  // Schema and function names come from config.toml and are checked to be plain identifiers.
  const [row] = await session.query<{
    result: { error?: { http_code?: number; message?: string } } | null
  }>(`select "${hook.schema}"."${hook.name}"($1::jsonb) as result`, [JSON.stringify(event)])
  const rejection = row?.result?.error
  if (rejection) {
    throw new AuthError(
      rejection.http_code ?? 400,
      'signup_disabled',
      rejection.message ?? 'Signups not allowed for this instance',
    )
  }
}
