import { type ReactNode, useState } from 'react'
import type { BlogPost } from '../backend/posts.ts'
import { POST_COLUMN_SIZES } from '../domain/bodyImages.ts'
import { SHARE_SIZE } from '../domain/imageVariants.ts'
import { PostMeta } from './PostMeta.tsx'
import { ResponsiveImage } from './ResponsiveImage.tsx'

/** What a post's page shows of it. */
export type PostArticleFields = Pick<
  BlogPost,
  | 'title'
  | 'excerpt'
  | 'tags'
  | 'featured'
  | 'author'
  | 'publish_date'
  | 'created_at'
  | 'read_time'
  | 'featured_image_url'
  | 'banner_alt'
  | 'featured_image_variants'
>

interface PostArticleProps {
  post: PostArticleFields
  ownerName: string
  /** The post's body (see PostBodyView): cleaned as the page that shows it does. */
  body: ReactNode
}

/**
 * A post as visitors read it: banner, meta line, tags, title, excerpt and body. The public post
 * page, the preview page and the editor's Preview all show this, inside the site's styles.
 */
export function PostArticle({ post, ownerName, body }: PostArticleProps) {
  const banner = post.featured_image_url
  const [failedBanner, setFailedBanner] = useState<string | null>(null)
  return (
    <>
      {banner && banner !== failedBanner && (
        <ResponsiveImage
          className="post__banner"
          url={banner}
          alt={post.banner_alt ?? ''}
          variants={post.featured_image_variants}
          sizes={POST_COLUMN_SIZES}
          fallbackSize={SHARE_SIZE}
          // The largest thing on the page: fetched first (and preloaded by the page's head).
          fetchPriority="high"
          decoding="async"
          onError={() => {
            setFailedBanner(banner)
          }}
        />
      )}
      <header className="post__header">
        <PostMeta post={post} ownerName={ownerName} readTime={post.read_time} />
        {post.tags.length > 0 && (
          <ul className="tag-list" aria-label="Tags">
            {post.tags.map((tag) => (
              // A filter of the site's search (Pagefind reads it from the built page).
              <li key={tag} className="tag" data-pagefind-filter="tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <h1>{post.title}</h1>
        {post.excerpt && <p className="lead">{post.excerpt}</p>}
      </header>
      {body}
    </>
  )
}
