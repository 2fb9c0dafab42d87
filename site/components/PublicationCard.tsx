import type { PublicationCard as PublicationCardData } from '../../shared/backend/publications.ts'
import { formatLongDate } from '../../shared/domain/dates.ts'
import { CardTags } from './CardTags.tsx'
import { ResponsiveImage } from '../../shared/postView/ResponsiveImage.tsx'
import { SHARE_IMAGE } from '../../shared/domain/sharing.ts'

/** A card spans the content (one column up to 900 px wide), then half of 72rem. */
const CARD_IMAGE_SIZES = '(min-width: 901px) 36rem, calc(100vw - 2.5rem)'

/** An external publication, linking out to where it was published. */
export function PublicationCard({
  publication,
  headingLevel: Heading = 'h3',
}: {
  publication: PublicationCardData
  /** h2 where the cards are the page's list, h3 under a section's heading. */
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <article className="card publication-card">
      {publication.image_url && (
        <ResponsiveImage
          className="publication-card__image"
          url={publication.image_url}
          variants={publication.image_variants}
          sizes={CARD_IMAGE_SIZES}
          fallbackSize={SHARE_IMAGE}
          loading="lazy"
          decoding="async"
        />
      )}
      <p className="post-meta">
        <span>{publication.publication_name}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={publication.published_date}>
          {formatLongDate(publication.published_date)}
        </time>
      </p>
      <CardTags tags={publication.tags} />
      <Heading className="card__title">{publication.title}</Heading>
      {publication.excerpt && <p className="card__text">{publication.excerpt}</p>}
      <a
        className="card__more"
        href={publication.publication_url}
        target="_blank"
        rel="noopener noreferrer"
      >
        Read on {publication.publication_name} <span aria-hidden="true">↗</span>
      </a>
    </article>
  )
}
