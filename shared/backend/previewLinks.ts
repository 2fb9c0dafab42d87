import { abortable } from './abortable.ts'
import { type AnswerCheck, isRecordList } from './answerShapes.ts'
import type { Tables } from './client.ts'
import type { DataClient } from './dataClient.ts'
import { dataOf } from './errors.ts'
import type { BlogPost, PostInput } from './posts.ts'
import type { RowReader } from './rowReads.ts'

/** A private preview link as the owner lists it. */
export type PreviewLink = Pick<
  Tables<'post_preview_links'>,
  'id' | 'created_at' | 'expires_at' | 'revoked_at'
>

/** What a preview link shows of its post: what the editor saves, and what its page adds. */
export type PostPreview = Pick<
  BlogPost,
  | Exclude<keyof PostInput, 'scheduled_at' | 'newsletter_format'>
  | 'id'
  | 'meta_description'
  | 'created_at'
  | 'updated_at'
>

/** The public address of a preview: /preview/{token}. */
export const previewPath = (token: string) => `/preview/${encodeURIComponent(token)}`

/** 32 random bytes from the platform's CSPRNG, base64url: the part of the link that opens it. */
export function newPreviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const base64 = btoa(String.fromCharCode(...bytes))
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The hex SHA-256 of a token, as the database keeps and compares it. */
export async function previewTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

const LINK_COLUMNS = 'id, created_at, expires_at, revoked_at'

/** A post's preview links, newest first (owner only). */
export function fetchPreviewLinks(
  client: DataClient,
  postId: string,
  signal?: AbortSignal,
): Promise<PreviewLink[]> {
  return dataOf(
    abortable(
      client
        .from('post_preview_links')
        .select(LINK_COLUMNS)
        .eq('post_id', postId)
        .order('created_at', { ascending: false }),
      signal,
    ),
  )
}

/**
 * Makes a link to a post: the token never leaves this call but in its answer, and the database
 * keeps only its hash. Valid 7 days from now (the database sets the times).
 */
export async function createPreviewLink(
  client: DataClient,
  postId: string,
): Promise<{ token: string; link: PreviewLink }> {
  const token = newPreviewToken()
  const link = await dataOf<PreviewLink>(
    client
      .from('post_preview_links')
      .insert({ post_id: postId, token_hash: await previewTokenHash(token) })
      .select(LINK_COLUMNS)
      .single(),
  )
  return { token, link }
}

/** Ends a link at once; it stays listed as revoked. */
export function revokePreviewLink(client: DataClient, id: string): Promise<PreviewLink> {
  return dataOf<PreviewLink>(
    client
      .from('post_preview_links')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', id)
      .select(LINK_COLUMNS)
      .single(),
  )
}

/** The function answers the rows of the post (one, or none), with the columns it names. */
const isPreviewList = isRecordList as AnswerCheck<PostPreview[]>

/** The post a token opens, or null for a token that opens nothing (unknown, expired, revoked). */
export async function fetchPostPreview(
  reader: RowReader,
  token: string,
  signal?: AbortSignal,
): Promise<PostPreview | null> {
  const [post] = await reader.call('post_preview', isPreviewList, { token }, signal)
  return post ?? null
}
