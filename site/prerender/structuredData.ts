import type { SiteConfig } from '../../shared/config/siteConfig.ts'
import { SHARE_IMAGE, pageSharing, postPageSharing } from '../../shared/domain/sharing.ts'
import type { FeedPost } from './feeds.ts'

/** JSON-LD of the site on every page: the consultant, and their practice. */
export function siteStructuredData(site: SiteConfig): object {
  const person = {
    '@type': 'Person',
    '@id': `${site.siteUrl}/#person`,
    name: site.ownerName,
    url: `${site.siteUrl}/about`,
    email: `mailto:${site.email}`,
    sameAs: [site.professionalNetworkUrl],
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      person,
      {
        '@type': 'ProfessionalService',
        '@id': `${site.siteUrl}/#business`,
        name: site.businessName,
        url: site.siteUrl,
        image: `${site.siteUrl}${SHARE_IMAGE.path}`,
        founder: { '@id': person['@id'] },
      },
    ],
  }
}

/**
 * JSON-LD of a post page, from the values its head is built from: a post first published
 * elsewhere names the original as its address, as its canonical link does.
 */
export function postStructuredData(site: SiteConfig, post: FeedPost): object {
  const head = pageSharing(site, postPageSharing(site.siteUrl, post))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(head.description ? { description: head.description } : {}),
    datePublished: post.publish_date ?? post.created_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author ?? site.ownerName },
    publisher: { '@id': `${site.siteUrl}/#business` },
    image: head.imageUrl,
    url: head.url,
    mainEntityOfPage: head.url,
  }
}
