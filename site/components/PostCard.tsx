import { Link } from 'react-router-dom'
import type { PostCard as PostCardData } from '../../shared/backend/posts.ts'
import { cardText } from '../../shared/domain/excerpt.ts'
import { CardTags } from './CardTags.tsx'
import { PostMeta } from '../../shared/postView/PostMeta.tsx'
import { useSite } from '../SiteContext.tsx'

interface PostCardProps {
  post: PostCardData
  /** Featured cards are larger, with 'Read full article' (and a longer summary, read as such). */
  featured?: boolean
  headingLevel?: 'h2' | 'h3'
}

export function PostCard({ post, featured = false, headingLevel: Heading = 'h3' }: PostCardProps) {
  const { site } = useSite()
  const href = `/blog/${post.slug}`
  return (
    <article className={featured ? 'card post-card post-card--featured' : 'card post-card'}>
      <PostMeta post={post} ownerName={site.ownerName} />
      <CardTags tags={post.tags} />
      <Heading className="card__title">
        <Link to={href}>{post.title}</Link>
      </Heading>
      <p className="card__text">{cardText(post.summary)}</p>
      <Link
        to={href}
        className="card__more"
        aria-label={`${featured ? 'Read full article' : 'Read more'}: ${post.title}`}
      >
        {featured ? 'Read full article' : 'Read more'} <span aria-hidden="true">→</span>
      </Link>
    </article>
  )
}
