import type { SiteConfig } from '../../shared/config/siteConfig.ts'
import { SHARE_IMAGE, postSharingImage } from '../../shared/domain/sharing.ts'
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

/** JSON-LD of a post page. */
export function postStructuredData(site: SiteConfig, post: FeedPost): object {
  const url = `${site.siteUrl}/blog/${post.slug}`
  const image = postSharingImage(site.siteUrl, post) ?? `${site.siteUrl}${SHARE_IMAGE.path}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.meta_description ? { description: post.meta_description } : {}),
    datePublished: post.publish_date ?? post.created_at,
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author ?? site.ownerName },
    publisher: { '@id': `${site.siteUrl}/#business` },
    image,
    url,
    mainEntityOfPage: url,
  }
}
