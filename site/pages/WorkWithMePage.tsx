import type { QueryResult } from '../data/pageQueryCache.ts'
import { usePageQuery } from '../data/usePageQuery.ts'
import { Link } from 'react-router-dom'
import type { ContentRow } from '../../shared/backend/contentTables.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { useSite } from '../SiteContext.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { ScheduleCallButton } from '../layout/ScheduleCallButton.tsx'
import { Island } from '../islands/Island.tsx'
import { QueryStatus } from '../components/QueryStatus.tsx'

const PROCESS = [
  {
    title: 'Discovery Call',
    text: 'A free 30-minute conversation about where you are, where you want to be and what is in the way.',
  },
  {
    title: 'Assessment',
    text: 'Interviews, numbers and documents: a clear, candid picture of what is working and what is not.',
  },
  {
    title: 'Strategy Development',
    text: 'Together we choose priorities, owners and measures, and write them down so everyone can act on them.',
  },
  {
    title: 'Implementation Support',
    text: 'I stay close while the plan meets reality, and hand over when your team runs it without me.',
  },
]

export function WorkWithMePage() {
  const { site, backend } = useSite()
  const services = usePageQuery(contentQueries.list(backend.data, 'services'))
  const testimonials = usePageQuery(contentQueries.active(backend.data, 'testimonials'))

  return (
    <>
      <PageMeta
        title="Work With Me"
        description="Strategy sprints, fractional product leadership and AI adoption programmes for scale-ups."
        path="/work-with-me"
      />
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">Work With Me</p>
          <h1>Senior help, exactly where you need it</h1>
          <p className="lead">
            Every engagement is shaped around your stage and your team. These are the ways I most
            often work with clients.
          </p>
        </div>
      </section>
      <Services services={services} />
      <Process />
      {testimonials.data && testimonials.data.length > 0 && (
        <Testimonials testimonials={testimonials.data} />
      )}
      <StartConversation email={site.email} />
    </>
  )
}

function Services({ services }: { services: QueryResult<ContentRow<'services'>[]> }) {
  return (
    <section className="section" aria-labelledby="services-heading">
      <div className="container">
        <div className="heading-row">
          <h2 id="services-heading">Services</h2>
          <Link to="/services-admin" className="manage-link">
            Manage Services
          </Link>
        </div>
        <QueryStatus query={services} loading="Loading services..." error="Error loading services">
          {(rows) => (
            <div className="card-grid card-grid--three">
              {rows.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </div>
          )}
        </QueryStatus>
      </div>
    </section>
  )
}

function ServiceCard({ service }: { service: ContentRow<'services'> }) {
  return (
    <article className="card service-card">
      <h3 className="card__title">{service.title}</h3>
      <p className="service-card__subtitle">{service.subtitle}</p>
      <h4>What's included</h4>
      <ul className="check-list">
        {service.whats_included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4>Ideal for</h4>
      <p className="card__text">{service.ideal_for}</p>
      {service.results && (
        <>
          <h4>Results</h4>
          <p className="card__text">{service.results}</p>
        </>
      )}
    </article>
  )
}

function Process() {
  return (
    <section className="section section--tinted" aria-labelledby="process-heading">
      <div className="container">
        <h2 id="process-heading">How we work together</h2>
        <ol className="process">
          {PROCESS.map((step, index) => (
            <li key={step.title} className="process__step">
              <span className="process__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function Testimonials({ testimonials }: { testimonials: ContentRow<'testimonials'>[] }) {
  return (
    <section className="section" aria-labelledby="testimonials-heading">
      <div className="container">
        <div className="heading-row">
          <h2 id="testimonials-heading">What Clients Say</h2>
          <Link to="/testimonials-admin" className="manage-link">
            Manage Testimonials
          </Link>
        </div>
        <div className="card-grid card-grid--two">
          {testimonials.map((testimonial) => (
            <figure key={testimonial.id} className="card testimonial">
              <blockquote>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.author_name}</strong>
                <span>
                  {testimonial.author_title}
                  {testimonial.company ? `, ${testimonial.company}` : ''}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  )
}

function StartConversation({ email }: { email: string }) {
  return (
    <section className="section cta" aria-labelledby="start-heading">
      <div className="container cta__inner">
        <h2 id="start-heading">Let's talk about your next stage</h2>
        <p>Book a free 30-minute call, or email me with a few lines about your company.</p>
        <div className="button-row">
          <Island name="scheduleCall">
            <ScheduleCallButton />
          </Island>
          <a className="button button--secondary" href={`mailto:${email}`}>
            Email Directly
          </a>
        </div>
      </div>
    </section>
  )
}
