import { useQuery } from '@tanstack/react-query'
import type { BackendClient } from '../../shared/backend/client.ts'
import type { SiteConfig } from '../../shared/config/siteConfig.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'

const LATEST_POST_COUNT = 3

interface LatestPostsPageProps {
  backend: BackendClient
  site: SiteConfig
}

/** The site's first page: proves the wiring from browser to backend with the newest posts. */
export function LatestPostsPage({ backend, site }: LatestPostsPageProps) {
  const posts = useQuery(postQueries.latest(backend, LATEST_POST_COUNT))

  return (
    <main className="page">
      <p className="eyebrow">{site.businessName}</p>
      <h1>{site.ownerName}</h1>
      <h2>Latest Thinking</h2>
      {posts.isPending && <p>Loading posts...</p>}
      {posts.isError && <p role="alert">Error loading blog posts. Please try again later.</p>}
      {posts.data?.length === 0 && <p>No blog posts published yet.</p>}
      {posts.data && posts.data.length > 0 && (
        <ul className="posts">
          {posts.data.map((post) => (
            <li key={post.id}>
              <h3>{post.title}</h3>
              {post.excerpt && <p>{post.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
