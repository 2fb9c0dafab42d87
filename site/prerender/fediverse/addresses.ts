import { ACTOR_PATH, postObjectPath } from '../../../shared/domain/fediversePost.ts'

/**
 * Where the site's social-web account lives. The build writes its discovery documents as static
 * files on the site; what must answer requests (the inbox, the followers) is an Edge Function on
 * the backend. The ids are permanent: other servers store them.
 */

/** The WebFinger address servers ask, and the file the build writes for it (see REWRITES). */
export const WEBFINGER_PATH = '/.well-known/webfinger'
export const WEBFINGER_FILE = '/.well-known/webfinger.json'
/** The NodeInfo discovery address and its file, and the NodeInfo 2.1 document it names. */
export const NODEINFO_PATH = '/.well-known/nodeinfo'
export const NODEINFO_FILE = '/.well-known/nodeinfo.json'
export const NODEINFO_DOCUMENT_PATH = '/nodeinfo/2.1.json'

/** The actor and a post's object: their addresses are the delivery function's too. */
export { ACTOR_PATH, postObjectPath }

/** The folder of the ActivityPub documents: the actor, the outbox and its pages, the posts. */
const ACTIVITYPUB_DIR = '/activitypub'
export const OUTBOX_PATH = `${ACTIVITYPUB_DIR}/outbox.json`
/** The owner's photo as an avatar: Mastodon takes PNG, JPEG, GIF or WebP, not the SVG. */
export const AVATAR_PATH = '/images/fediverse-avatar.png'

export function outboxPagePath(page: number): string {
  return `${ACTIVITYPUB_DIR}/outbox/${String(page)}.json`
}

/**
 * Addresses a static host answers with another file (status 200), since it cannot read the query
 * (`?resource=acct:...`) or serve a file without an extension as JSON everywhere.
 */
export const REWRITES: readonly { from: string; to: string }[] = [
  { from: WEBFINGER_PATH, to: WEBFINGER_FILE },
  { from: NODEINFO_PATH, to: NODEINFO_FILE },
]

/** The file a rewritten address is served from, or null. */
export function rewrittenTo(pathname: string): string | null {
  return REWRITES.find((rewrite) => rewrite.from === pathname)?.to ?? null
}

const JRD = 'application/jrd+json; charset=utf-8'
const JSON_TYPE = 'application/json; charset=utf-8'
/** What Mastodon and the ActivityPub specification ask for (§3.2); servers accept either. */
export const ACTIVITY_JSON = 'application/activity+json; charset=utf-8'
const NODEINFO_TYPE = 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"'

/** Every document may be read by a web client elsewhere (WebFinger requires it: RFC 7033 §5). */
const anyOrigin = (type: string) => ({ 'Content-Type': type, 'Access-Control-Allow-Origin': '*' })

/**
 * The `_headers` sections of the documents: each with the content type fediverse servers
 * require, on the asked address and on its file both, as hosts differ in which they match.
 */
export const FEDIVERSE_HEADERS: Record<string, Record<string, string>> = {
  [WEBFINGER_PATH]: anyOrigin(JRD),
  [WEBFINGER_FILE]: anyOrigin(JRD),
  [NODEINFO_PATH]: anyOrigin(JSON_TYPE),
  [NODEINFO_FILE]: anyOrigin(JSON_TYPE),
  [NODEINFO_DOCUMENT_PATH]: anyOrigin(NODEINFO_TYPE),
  [`${ACTIVITYPUB_DIR}/*`]: anyOrigin(ACTIVITY_JSON),
}

/** The Edge Functions that answer for the account: its inbox, and its followers collection. */
export function backendEndpoints(backendUrl: string): { inbox: string; followers: string } {
  const functions = `${new URL(backendUrl).origin}/functions/v1`
  return {
    inbox: `${functions}/activitypub-inbox`,
    followers: `${functions}/activitypub-followers`,
  }
}
