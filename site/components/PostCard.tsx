import { Link } from 'react-router-dom'
import type { PostListItem } from '../../shared/backend/posts.ts'
import { FEATURED_EXCERPT_LENGTH, cardExcerpt } from '../../shared/domain/excerpt.ts'
import { CardTags } from './CardTags.tsx'
import { PostMeta } from './PostMeta.tsx'

interface PostCardProps {
  post: PostListItem
  /** Featured cards are larger, with a longer excerpt and 'Read full article'. */
  featured?: boolean
  headingLevel?: 'h2' | 'h3'
}

export function PostCard({ post, featured = false, headingLevel: Heading = 'h3' }: PostCardProps) {
  const href = `/blog/${post.slug}`
  return (
    <article className={featured ? 'card post-card post-card--featured' : 'card post-card'}>
      <PostMeta post={post} />
      <CardTags tags={post.tags} />
      <Heading className="card__title">
        <Link to={href}>{post.title}</Link>
      </Heading>
      <p className="card__text">
        {cardExcerpt(post, featured ? FEATURED_EXCERPT_LENGTH : undefined)}
      </p>
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
