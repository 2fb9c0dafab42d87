import { usePageQuery } from '../data/usePageQuery.ts'
import { contentQueries } from '../../shared/data/content/queries.ts'
import { useSite } from '../SiteContext.tsx'
import { ContactForm } from '../components/ContactForm.tsx'
import { EmailLink } from '../components/EmailLink.tsx'
import { PageMeta } from '../components/PageMeta.tsx'
import { Island } from '../islands/Island.tsx'

export function ContactPage() {
  const { site, backend } = useSite()
  const faqs = usePageQuery(contentQueries.active(backend.data, 'contact_faqs'))

  return (
    <>
      <PageMeta
        title="Get in Touch"
        description={`Contact ${site.ownerName} about strategy, product leadership or AI adoption for your company.`}
        path="/contact"
      />
      <section className="page-intro">
        <div className="container">
          <p className="eyebrow">Contact</p>
          <h1>Get in Touch</h1>
          <p className="lead">
            Tell me a little about your company and what you are working on. I read every message
            myself.
          </p>
        </div>
      </section>
      <section className="section section--compact">
        <div className="container contact-layout">
          <Island name="contactForm">
            <ContactForm />
          </Island>

          <aside className="contact-aside">
            <div className="card">
              <h2 className="card__title">Direct Contact</h2>
              <ul className="plain-list">
                <li>
                  <EmailLink address={site.email} />
                </li>
                <li>
                  <a href={site.professionalNetworkUrl} target="_blank" rel="noopener noreferrer">
                    LinkedIn
                  </a>
                </li>
              </ul>
            </div>
            <div className="card">
              <h2 className="card__title">What to Expect</h2>
              <ul className="check-list">
                <li>A reply within 24 hours on business days</li>
                <li>An optional 30-minute discovery call</li>
                <li>No hard sell: if I am not the right fit, I will say so</li>
              </ul>
            </div>
            {faqs.data && faqs.data.length > 0 && (
              <div className="card">
                <h2 className="card__title">Quick Questions?</h2>
                <dl className="faq-list">
                  {faqs.data.map((faq) => (
                    <div key={faq.id}>
                      <dt>{faq.question}</dt>
                      <dd>{faq.answer}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </aside>
        </div>
      </section>
    </>
  )
}
