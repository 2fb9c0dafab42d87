import { Card, H2, H3 } from '@blueprintjs/core'
import { useMemo } from 'react'
import { unsavedMetaDescription } from '../../../shared/domain/excerpt.ts'
import { readImageChoice } from '../../../shared/domain/imageVariants.ts'
import { canonicalAddressProblem } from '../../../shared/domain/links.ts'
import { pageSharing, postPageSharing } from '../../../shared/domain/sharing.ts'
import { slugify } from '../../../shared/domain/slug.ts'
import { isPendingImage } from '../../offline/queue/pendingImages.ts'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import type { PostFormValues } from './postForm.ts'

/**
 * The post as search engines and link previews (LinkedIn, X) will show it, from the values the
 * post page's head is built from (shared/domain/sharing.ts), as the editor holds them now: the
 * search settings included, and the canonical address once it is one.
 */
export function SharingPreview({ values }: { values: PostFormValues }) {
  const { site } = useSiteIdentity()
  const description = useMemo(
    () => unsavedMetaDescription(values.excerpt, values.content),
    [values.excerpt, values.content],
  )
  const banner = readImageChoice(values.featured_image_url)
  const head = pageSharing(
    site,
    postPageSharing(site.siteUrl, {
      title: values.title.trim(),
      slug: values.slug.trim() || slugify(values.title),
      meta_description: description,
      featured_image_url: banner?.url ?? null,
      featured_image_variants: banner?.variants ?? null,
      banner_alt: values.banner_alt,
      seo_title: values.seo_title,
      seo_description: values.seo_description,
      canonical_url: canonicalAddressProblem(values.canonical_url) ? null : values.canonical_url,
    }),
  )
  const domain = new URL(head.url).hostname
  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Sharing preview</H2>
      <div className="sharing-preview">
        <section aria-label="In search results">
          <H3 className="sharing-preview__heading">In search results</H3>
          <div className="sharing-result">
            <p className="sharing-result__url">{head.url}</p>
            <p className="sharing-result__title">{head.title}</p>
            <p className="sharing-result__description">{head.description}</p>
          </div>
        </section>
        <section aria-label="As a link card">
          <H3 className="sharing-preview__heading">As a link card (LinkedIn, X)</H3>
          <div className="sharing-card">
            {isPendingImage(banner?.url) ? (
              <p className="sharing-card__image sharing-card__image--pending">
                The banner shows here once it is uploaded.
              </p>
            ) : (
              <img className="sharing-card__image" src={head.imageUrl} alt={head.imageAlt ?? ''} />
            )}
            <div className="sharing-card__text">
              <p className="sharing-card__domain">{domain}</p>
              <p className="sharing-card__title">{head.title}</p>
              <p className="sharing-card__description">{head.description}</p>
            </div>
          </div>
        </section>
      </div>
    </Card>
  )
}
