import type { QueryResult } from '../data/pageQueryCache.ts'
import { usePageQuery } from '../data/usePageQuery.ts'
import type { ContentRow } from '../../shared/backend/contentTables.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { experienceYears } from '../../shared/domain/experienceYears.ts'
import { useSite } from '../SiteContext.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { ResponsiveImage } from '../../shared/postView/ResponsiveImage.tsx'
import { OWNER_PHOTO_PATH } from '../../shared/domain/ownerPhoto.ts'
import { QueryStatus } from '../components/QueryStatus.tsx'
import { ProfessionalExperience } from './about/ProfessionalExperience.tsx'

const EXPERTISE = [
  'Scale-up Strategy',
  'Product Leadership',
  'AI Implementation',
  'Team Building',
  'Fractional Executive',
  'Strategic Planning',
  'Product-Market Fit',
  'Organisational Design',
  'Due Diligence',
]

const PRINCIPLES = [
  {
    title: 'Practical Over Theoretical',
    text: 'Frameworks earn their place only when they change a decision. Everything we do ends in actions your team owns.',
  },
  {
    title: 'Systems Thinking',
    text: 'Strategy, product, people and operating rhythm are one system. I look at how they interact before changing any part.',
  },
  {
    title: 'Sustainable Growth',
    text: 'Growth that burns out the team or the balance sheet is not success. We aim for progress you can keep up.',
  },
  {
    title: 'Human-Centred',
    text: 'Organisations are people. Good change respects how people work, and makes their work clearer and better.',
  },
]

export function AboutPage() {
  const { site, backend } = useSite()
  const logos = usePageQuery(contentQueries.list(backend.data, 'startup_experience_logos'))
  const experiences = usePageQuery(contentQueries.list(backend.data, 'experiences'))
  const earlier = usePageQuery(contentQueries.list(backend.data, 'earlier_experiences'))
  const years = experiences.data && experienceYears(experiences.data.map((row) => row.period))

  return (
    <>
      <PageMeta
        title="About"
        description={`${site.ownerName}: two decades of strategy, product leadership and venture building for technology companies.`}
        path="/about"
      />
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">About</p>
          <h1>Hello, I'm {site.ownerName}</h1>
          <p className="lead">
            I help founders and leadership teams of scale-ups make better strategic decisions, build
            product organisations that last, and put AI to work where it pays.
          </p>
        </div>
      </section>
      <PortraitAndLogos ownerName={site.ownerName} logos={logos} />
      <Background />
      <Expertise />
      <ProfessionalExperience experiences={experiences} earlier={earlier} years={years} />
      <Approach />
    </>
  )
}

interface PortraitAndLogosProps {
  ownerName: string
  logos: QueryResult<ContentRow<'startup_experience_logos'>[]>
}

function PortraitAndLogos({ ownerName, logos }: PortraitAndLogosProps) {
  return (
    <section className="section">
      <div className="container split split--about">
        <figure className="portrait">
          <img src={OWNER_PHOTO_PATH} alt={`Portrait of ${ownerName}`} width={480} height={560} />
        </figure>
        <section className="panel" aria-labelledby="logos-heading">
          <h2 id="logos-heading">
            <span className="no-break">Start-up/Scale-up</span> Experience
          </h2>
          <QueryStatus
            query={logos}
            loading="Loading logos..."
            error="Error loading logos"
            empty="No logos added yet"
          >
            {(rows) => (
              <ul className="logo-grid">
                {rows.map((logo) => (
                  <li key={logo.id}>
                    <LogoTile logo={logo} />
                  </li>
                ))}
              </ul>
            )}
          </QueryStatus>
        </section>
      </div>
    </section>
  )
}

function Background() {
  return (
    <section className="section section--tinted" aria-labelledby="background-heading">
      <div className="container prose">
        <h2 id="background-heading">Background</h2>
        <p>
          I started in research and analysis, studying how young technology firms make decisions
          under uncertainty, then co-founded a venture studio and spent six years in strategy
          consulting. Since then I have led product at two scale-ups, one through to acquisition,
          and worked as an operating partner with fourteen portfolio companies.
        </p>
        <p>
          That mix means I can talk to a board about risk, to a product team about discovery, and to
          an engineering lead about what AI can and cannot do for them this quarter.
        </p>
      </div>
    </section>
  )
}

function Expertise() {
  return (
    <section className="section" aria-labelledby="expertise-heading">
      <div className="container">
        <h2 id="expertise-heading">Areas of Expertise</h2>
        <ul className="tag-list tag-list--large">
          {EXPERTISE.map((area) => (
            <li key={area} className="tag">
              {area}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Approach() {
  return (
    <section className="section" aria-labelledby="approach-heading">
      <div className="container">
        <h2 id="approach-heading">My Approach</h2>
        <div className="card-grid card-grid--two">
          {PRINCIPLES.map((principle) => (
            <div key={principle.title} className="card">
              <h3 className="card__title">{principle.title}</h3>
              <p className="card__text">{principle.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

/** A company's logo, linking to the company with a 'Visit {company}' tooltip when it has a site. */
function LogoTile({ logo }: { logo: ContentRow<'startup_experience_logos'> }) {
  const image = logo.logo_url ? (
    <ResponsiveImage
      url={logo.logo_url}
      variants={logo.logo_variants}
      alt={logo.company_name}
      sizes="15rem"
      fallbackSize={{ width: 240, height: 96 }}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="logo-tile__name">{logo.company_name}</span>
  )
  if (!logo.company_url) return <span className="logo-tile">{image}</span>
  return (
    <a
      className="logo-tile"
      href={logo.company_url}
      target="_blank"
      rel="noopener noreferrer"
      title={`Visit ${logo.company_name}`}
      aria-label={`Visit ${logo.company_name}`}
    >
      {image}
    </a>
  )
}
