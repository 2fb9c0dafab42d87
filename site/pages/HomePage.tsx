import type { QueryResult } from '../data/pageQueryCache.ts'
import { usePageQuery } from '../data/usePageQuery.ts'
import { Link } from 'react-router-dom'
import type { PostCard as PostCardData } from '../../shared/backend/posts.ts'
import { postQueries } from '../../shared/data/posts/queries.ts'
import { useSite } from '../SiteContext.tsx'
import { CardSkeleton } from '../components/CardSkeleton.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { PostCard } from '../components/PostCard.tsx'
import { QueryStatus } from '../components/QueryStatus.tsx'

/** The three newest posts appear on the home page (spec section 9). */
const LATEST_POST_COUNT = 3

export function HomePage() {
  const { site, backend } = useSite()
  const latest = usePageQuery(postQueries.latest(backend.data, LATEST_POST_COUNT))

  return (
    <>
      <PageMeta
        title="Strategy, product and AI adoption for scale-ups"
        description={`${site.ownerName} helps scale-ups and growth-stage companies with strategy, product leadership and AI adoption.`}
        path="/"
      />
      <Hero />
      <AboutOwner ownerName={site.ownerName} />
      <LatestThinking latest={latest} />
      <ReadyToScale />
    </>
  )
}

function Hero() {
  return (
    <section className="hero">
      <div className="container">
        <p className="eyebrow">Strategy · Product · AI adoption</p>
        <h1>Helping scale-ups grow with clarity and purpose</h1>
        <p className="hero__lead">
          I work with founders and leadership teams of growth-stage technology companies to set
          direction, build product organisations that scale, and turn AI from experiments into
          results.
        </p>
        <div className="button-row">
          <Link to="/work-with-me" className="button button--primary">
            Work With Me
          </Link>
          <Link to="/about" className="button button--secondary">
            Learn More<span className="visually-hidden"> about me</span>
          </Link>
        </div>
      </div>
    </section>
  )
}

function AboutOwner({ ownerName }: { ownerName: string }) {
  return (
    <section className="section" aria-labelledby="home-about">
      <div className="container split">
        <div>
          <h2 id="home-about">About {ownerName}</h2>
          <p>
            Twenty years in strategy and product leadership, from consulting and venture building to
            Chief Product Officer and operating partner. I have sat on both sides of the table as
            companies scale, raise and sell.
          </p>
          <p>
            Today I work as an independent advisor and fractional executive: practical, candid and
            focused on what your team will still be doing well after I have gone.
          </p>
          <Link to="/about" className="button button--secondary">
            Read Full Bio
          </Link>
        </div>
        <ul className="highlights">
          <li>
            <strong>20+ years</strong> in strategy and product leadership
          </li>
          <li>
            <strong>14 portfolio companies</strong> supported from Series A to C
          </li>
          <li>
            <strong>Scale-ups to boards</strong> from team rituals to investor diligence
          </li>
        </ul>
      </div>
    </section>
  )
}

function LatestThinking({ latest }: { latest: QueryResult<PostCardData[]> }) {
  return (
    <section className="section section--tinted" aria-labelledby="latest-thinking">
      <div className="container">
        <h2 id="latest-thinking">Latest Thinking</h2>
        <QueryStatus
          query={latest}
          loading={
            <div className="card-grid card-grid--three" aria-busy="true" aria-label="Loading posts">
              {Array.from({ length: LATEST_POST_COUNT }, (_, index) => (
                <CardSkeleton key={index} />
              ))}
            </div>
          }
          error="Error loading blog posts. Please try again later."
          empty="No blog posts published yet."
        >
          {(posts) => (
            <div className="card-grid card-grid--three">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </QueryStatus>
        <div className="section__footer">
          <Link to="/blog" className="button button--secondary">
            View All Posts
          </Link>
        </div>
      </div>
    </section>
  )
}

function ReadyToScale() {
  return (
    <section className="section cta" aria-labelledby="cta-heading">
      <div className="container cta__inner">
        <h2 id="cta-heading">Ready to Scale with Purpose?</h2>
        <p>
          Tell me where you are and where you want to be. I will tell you honestly whether I can
          help.
        </p>
        <Link to="/contact" className="button button--primary">
          Get in Touch
        </Link>
      </div>
    </section>
  )
}
