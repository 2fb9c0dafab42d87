import { ACTIVITYSTREAMS, createActivity } from '../../../shared/domain/fediversePost.ts'
import { type FediverseAccount, actorId } from './account.ts'
import { OUTBOX_PATH, outboxPagePath } from './addresses.ts'

/** How many posts an outbox page holds: each carries its post whole. */
export const OUTBOX_PAGE_SIZE = 20

/** A document the build writes, at its path on the site. */
export interface SiteDocument {
  path: string
  document: object
}

/**
 * The outbox (ActivityPub §5.1): an OrderedCollection of the Create of each published post,
 * newest first, in pages (OrderedCollectionPage, ActivityStreams §5.3) linked first to last.
 * `objects` are the posts' objects, newest first; at least one page is written, empty when
 * nothing is published.
 */
export function outboxDocuments(
  account: FediverseAccount,
  objects: readonly Record<string, unknown>[],
): SiteDocument[] {
  const pageCount = Math.max(1, Math.ceil(objects.length / OUTBOX_PAGE_SIZE))
  const pageUrl = (page: number) => `${account.siteUrl}${outboxPagePath(page)}`
  const outboxUrl = `${account.siteUrl}${OUTBOX_PATH}`
  const pages = Array.from({ length: pageCount }, (_, index): SiteDocument => {
    const page = index + 1
    const items = objects.slice(index * OUTBOX_PAGE_SIZE, page * OUTBOX_PAGE_SIZE)
    return {
      path: outboxPagePath(page),
      document: {
        '@context': ACTIVITYSTREAMS,
        id: pageUrl(page),
        type: 'OrderedCollectionPage',
        partOf: outboxUrl,
        ...(page > 1 ? { prev: pageUrl(page - 1) } : {}),
        ...(page < pageCount ? { next: pageUrl(page + 1) } : {}),
        orderedItems: items.map((object) => createActivity(actorId(account), object)),
      },
    }
  })
  const outbox: SiteDocument = {
    path: OUTBOX_PATH,
    document: {
      '@context': ACTIVITYSTREAMS,
      id: outboxUrl,
      type: 'OrderedCollection',
      totalItems: objects.length,
      first: pageUrl(1),
      last: pageUrl(pageCount),
    },
  }
  return [outbox, ...pages]
}
