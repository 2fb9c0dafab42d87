import { usePageQuery } from '../data/usePageQuery.ts'
import type { BlogPost } from '../../shared/backend/posts.ts'
import { PostBodyView } from '../../shared/postView/PostBodyView.tsx'
import { useSite } from '../SiteContext.tsx'
import { sanitizedPostQuery } from './sanitizedPostQuery.ts'

/** The post's HTML, sanitised before it reaches the page. */
export function PostBody({ post }: { post: Pick<BlogPost, 'id' | 'updated_at' | 'content'> }) {
  const { loadSanitizer } = useSite()
  const body = usePageQuery(sanitizedPostQuery(post, loadSanitizer))
  return <PostBodyView html={body.data} failed={body.isError} />
}
