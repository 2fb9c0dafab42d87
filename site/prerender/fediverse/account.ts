import { ACTIVITYSTREAMS } from '../../../shared/domain/fediversePost.ts'
import { escapeXml } from '../feeds.ts'
import {
  ACTOR_PATH,
  AVATAR_PATH,
  NODEINFO_DOCUMENT_PATH,
  OUTBOX_PATH,
  backendEndpoints,
} from './addresses.ts'

/** The one account: the owner, followable at `@handle@host`. */
export interface FediverseAccount {
  siteUrl: string
  /** The backend whose Edge Functions answer for the account. */
  backendUrl: string
  handle: string
  ownerName: string
  businessName: string
  /** The public half of the account's key, as SPKI PEM (publicKey.ts). */
  publicKeyPem: string
}

export const actorId = (account: FediverseAccount) => `${account.siteUrl}${ACTOR_PATH}`
const host = (account: FediverseAccount) => new URL(account.siteUrl).host
const profilePage = (account: FediverseAccount) => `${account.siteUrl}/about`

/** `@alex@example.com`, as people type it and `fediverse:creator` names it. */
export function fediverseAddress(account: FediverseAccount): string {
  return `@${account.handle}@${host(account)}`
}

/**
 * The WebFinger answer for `acct:handle@host` (RFC 7033 §4.4): the subject, and the actor as the
 * `self` link of type application/activity+json, which is what Mastodon follows.
 */
export function webfingerDocument(account: FediverseAccount): object {
  return {
    subject: `acct:${account.handle}@${host(account)}`,
    aliases: [actorId(account), profilePage(account)],
    links: [
      { rel: 'self', type: 'application/activity+json', href: actorId(account) },
      {
        rel: 'http://webfinger.net/rel/profile-page',
        type: 'text/html',
        href: profilePage(account),
      },
    ],
  }
}

/**
 * The actor (ActivityPub §4.1): a Person with the owner's name, a bio, the photo as its avatar,
 * its key (owned by the actor, as Mastodon checks), the outbox on the site, and the inbox and
 * followers on the backend; one inbox serves as the shared inbox too. `attributionDomains` lets
 * Mastodon credit the account on links to the site's posts (`fediverse:creator`).
 */
export function actorDocument(account: FediverseAccount): object {
  const id = actorId(account)
  const { inbox, followers } = backendEndpoints(account.backendUrl)
  return {
    '@context': [
      ACTIVITYSTREAMS,
      'https://w3id.org/security/v1',
      {
        manuallyApprovesFollowers: 'as:manuallyApprovesFollowers',
        toot: 'http://joinmastodon.org/ns#',
        discoverable: 'toot:discoverable',
        indexable: 'toot:indexable',
        attributionDomains: { '@id': 'toot:attributionDomains', '@type': '@id' },
      },
    ],
    id,
    type: 'Person',
    preferredUsername: account.handle,
    name: account.ownerName,
    summary: `<p>${escapeXml(`Thoughts from ${account.ownerName}, ${account.businessName}.`)} <a href="${escapeXml(account.siteUrl)}">${escapeXml(host(account))}</a></p>`,
    url: profilePage(account),
    icon: { type: 'Image', mediaType: 'image/png', url: `${account.siteUrl}${AVATAR_PATH}` },
    inbox,
    outbox: `${account.siteUrl}${OUTBOX_PATH}`,
    followers,
    endpoints: { sharedInbox: inbox },
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
    attributionDomains: [new URL(account.siteUrl).hostname],
    publicKey: { id: `${id}#main-key`, owner: id, publicKeyPem: account.publicKeyPem },
  }
}

/** `/.well-known/nodeinfo`: where the NodeInfo document is, by the schema it follows. */
export function nodeinfoLinks(account: FediverseAccount): object {
  return {
    links: [
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
        href: `${account.siteUrl}${NODEINFO_DOCUMENT_PATH}`,
      },
    ],
  }
}

/**
 * The NodeInfo 2.1 document: what this server is (its software's name is lower-case letters,
 * digits and hyphens), that it speaks ActivityPub, one user, no sign-ups, and its posts.
 */
export function nodeinfoDocument(
  software: { name: string; version: string },
  localPosts: number,
): object {
  return {
    version: '2.1',
    software,
    protocols: ['activitypub'],
    services: { inbound: [], outbound: ['rss2.0'] },
    openRegistrations: false,
    usage: { users: { total: 1, activeHalfyear: 1, activeMonth: 1 }, localPosts },
    metadata: {},
  }
}
