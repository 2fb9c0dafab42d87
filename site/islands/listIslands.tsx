import { BlogListing } from '../pages/BlogPage.tsx'
import { PublicationsListing } from '../pages/PublicationsPage.tsx'
import { withPageQueries } from './withPageQueries.tsx'

/** The paged lists with their tag filters, as islands. */
export const BlogIsland = withPageQueries(BlogListing)
export const PublicationsIsland = withPageQueries(PublicationsListing)
