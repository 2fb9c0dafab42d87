import { bothQueries } from '../../data/bothQueries.ts'
import type { QueryResult } from '../../data/pageQueryCache.ts'
import type { ContentRow } from '../../../shared/backend/contentTables.ts'
import { ResponsiveImage } from '../../../shared/postView/ResponsiveImage.tsx'
import { QueryStatus } from '../../components/QueryStatus.tsx'

/** A company's name, linking to its site when it has one. */
function CompanyName({ company, url }: { company: string; url: string | null }) {
  if (!url) return company
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {company}
    </a>
  )
}

function ExperienceCard({ experience }: { experience: ContentRow<'experiences'> }) {
  return (
    <li className="card experience">
      {experience.logo_url && (
        <ResponsiveImage
          className="experience__logo"
          url={experience.logo_url}
          variants={experience.logo_variants}
          sizes="7.5rem"
          fallbackSize={{ width: 120, height: 48 }}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <h3 className="card__title">
          <CompanyName company={experience.company} url={experience.company_url} />
        </h3>
        <p className="experience__role">
          {experience.role} <span className="experience__period">{experience.period}</span>
        </p>
        <p className="card__text">{experience.description}</p>
      </div>
    </li>
  )
}

/** The years before the listed roles, as one card of short entries. */
function EarlierExperience({ entries }: { entries: ContentRow<'earlier_experiences'>[] }) {
  return (
    <li className="card experience experience--earlier">
      <div>
        <h3 className="card__title">Research, Analysis, Consulting and New Venture Creation</h3>
        <p className="experience__role">
          <span className="experience__period">1994-2004</span>
        </p>
        <ul className="earlier-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <strong>
                <CompanyName company={entry.company} url={entry.company_url} />
              </strong>
              : {entry.description}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

interface ProfessionalExperienceProps {
  experiences: QueryResult<ContentRow<'experiences'>[]>
  earlier: QueryResult<ContentRow<'earlier_experiences'>[]>
  /** The years the experience spans, once it has loaded. */
  years: string | null | undefined
}

/** The About page's Professional Experience: each role, then the earlier years. */
export function ProfessionalExperience({
  experiences,
  earlier,
  years,
}: ProfessionalExperienceProps) {
  return (
    <section className="section section--tinted" aria-labelledby="experience-heading">
      <div className="container">
        <div className="heading-row">
          <h2 id="experience-heading">Professional Experience</h2>
          {years && <span className="badge">{years}</span>}
        </div>
        <QueryStatus
          query={bothQueries(experiences, earlier)}
          loading="Loading experience data..."
          error="Error loading experience data"
        >
          {([experienceRows, earlierRows]) => (
            <ol className="experience-list">
              {experienceRows.map((experience) => (
                <ExperienceCard key={experience.id} experience={experience} />
              ))}
              <EarlierExperience entries={earlierRows} />
            </ol>
          )}
        </QueryStatus>
      </div>
    </section>
  )
}
