import { randomUUID } from 'node:crypto'
import type { SqlSession } from '../database/Database.ts'

/** A row of auth.users with the columns this backend reads. */
export interface UserRow {
  id: string
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  banned_until: Date | null
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

export interface FactorRow {
  id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  created_at: Date
  updated_at: Date
  last_challenged_at: Date | null
  phone: string | null
}

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at, confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`

export async function findUserByEmail(session: SqlSession, email: string): Promise<UserRow | null> {
  const [user] = await session.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_sso_user = false`,
    [normaliseEmail(email)],
  )
  return user ?? null
}

export async function findUserById(session: SqlSession, id: string): Promise<UserRow | null> {
  const [user] = await session.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1`,
    [id],
  )
  return user ?? null
}

/** Inserts an email user and its email identity (the triggers on auth.users fire here). */
export async function insertUser(
  session: SqlSession,
  input: {
    email: string
    passwordHash: string
    userMetadata: Record<string, unknown>
    emailConfirmed: boolean
  },
): Promise<UserRow> {
  const id = randomUUID()
  const email = normaliseEmail(input.email)
  const [user] = await session.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $5 then now() end,
             '{"provider":"email","providers":["email"]}', $4, now(), now())
     returning ${USER_COLUMNS}`,
    [id, email, input.passwordHash, JSON.stringify(input.userMetadata), input.emailConfirmed],
  )
  await session.execute(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [
      id,
      JSON.stringify({
        sub: id,
        email,
        email_verified: input.emailConfirmed,
        phone_verified: false,
      }),
    ],
  )
  if (!user) throw new Error('insert into auth.users returned no row')
  return user
}

/** Changes a user's password hash, email and metadata; null keeps what is stored. */
export async function updateUser(
  session: SqlSession,
  id: string,
  changes: {
    passwordHash: string | null
    email: string | null
    userMetadata: Record<string, unknown>
  },
): Promise<void> {
  await session.execute(
    `update auth.users
        set encrypted_password = coalesce($2, encrypted_password),
            email = coalesce(lower(btrim($3)), email),
            raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $4::jsonb),
            updated_at = now()
      where id = $1`,
    [id, changes.passwordHash, changes.email, JSON.stringify(changes.userMetadata)],
  )
}

/** Deletes a user (their identities, sessions and factors go with them); whether one was found. */
export async function deleteUserById(session: SqlSession, id: string): Promise<boolean> {
  return (await session.execute('delete from auth.users where id::text = $1', [id])) > 0
}

/** The user object Supabase Auth returns: identities always, factors only when there are some. */
export async function userJson(
  session: SqlSession,
  user: UserRow,
): Promise<Record<string, unknown>> {
  const identities = await session.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  )
  const factors = await listFactors(session, user.id)
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email,
    })),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  }
}

/** A factor as Supabase Auth shows it, in the user object and to the admin API. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
    phone: factor.phone ?? '',
  }
}

export function listFactors(session: SqlSession, userId: string): Promise<FactorRow[]> {
  return session.query<FactorRow>(
    `select id, friendly_name, factor_type::text as factor_type, status::text as status,
            created_at, updated_at, last_challenged_at, phone
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null
}
