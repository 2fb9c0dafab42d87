import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { OWNER_PHOTO_PATH } from '../../../shared/domain/ownerPhoto.ts'
import { type FeedPost, escapeXml, newestFirst } from '../feeds.ts'
import {
  type FediverseAccount,
  actorDocument,
  fediverseAddress,
  nodeinfoDocument,
  nodeinfoLinks,
  webfingerDocument,
} from './account.ts'
import {
  ACTOR_PATH,
  AVATAR_PATH,
  NODEINFO_DOCUMENT_PATH,
  NODEINFO_FILE,
  WEBFINGER_FILE,
} from './addresses.ts'
import { type SiteDocument, outboxDocuments } from './outbox.ts'
import { postObject, postObjectUrl } from './postObject.ts'

/**
 * What a post page's head says to the social web: where its object is, so that a post's address
 * pasted into a Mastodon search resolves to it, and whose account wrote it.
 */
export function fediversePostHead(account: FediverseAccount, post: { id: string }): string {
  return [
    `<link rel="alternate" type="application/activity+json" href="${escapeXml(postObjectUrl(account, post))}" />`,
    `<meta name="fediverse:creator" content="${escapeXml(fediverseAddress(account))}" />`,
  ].join('')
}

interface FediverseSite {
  account: FediverseAccount
  posts: readonly FeedPost[]
  /** A post's whole body as its page shows it, addresses absolute (feedBody.ts); null if none. */
  body: (post: FeedPost) => string | null
  software: { name: string; version: string }
}

/** Every document of the account, at its path: discovery, the actor, the outbox, the posts. */
export function fediverseDocuments({
  account,
  posts,
  body,
  software,
}: FediverseSite): SiteDocument[] {
  const objects = newestFirst(posts).map((post) => ({
    path: new URL(postObjectUrl(account, post)).pathname,
    document: postObject(account, post, body(post)),
  }))
  return [
    { path: WEBFINGER_FILE, document: webfingerDocument(account) },
    { path: NODEINFO_FILE, document: nodeinfoLinks(account) },
    { path: NODEINFO_DOCUMENT_PATH, document: nodeinfoDocument(software, posts.length) },
    { path: ACTOR_PATH, document: actorDocument(account) },
    ...outboxDocuments(
      account,
      objects.map(({ document }) => document),
    ),
    ...objects,
  ]
}

/**
 * Writes the account's documents, and its avatar: the owner's photo as a square PNG, cut from
 * the top of the portrait, since Mastodon shows no SVG avatar.
 */
export async function writeFediverse(
  site: FediverseSite,
  outDir: string,
  write: (file: string, content: string | Buffer) => void,
): Promise<number> {
  const documents = fediverseDocuments(site)
  for (const { path, document } of documents) write(path.slice(1), JSON.stringify(document))
  const avatar = await sharp(readFileSync(join(outDir, OWNER_PHOTO_PATH)))
    .resize(400, 400, { fit: 'cover', position: 'top' })
    .png()
    .toBuffer()
  write(AVATAR_PATH.slice(1), avatar)
  return documents.length
}
