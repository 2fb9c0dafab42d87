import { Link, useSearchParams } from 'react-router-dom'
import { PageMeta } from '../components/PageMeta.tsx'

const OUTCOMES: Record<string, { title: string; text: string }> = {
  confirmed: {
    title: 'Subscription confirmed',
    text: 'Thank you. You will get an email whenever a new post is published.',
  },
  unsubscribed: {
    title: 'You have been unsubscribed',
    text: 'You will get no more newsletter emails. You can subscribe again at any time on the blog.',
  },
  invalid: {
    title: 'This link no longer works',
    text: 'It may have been used already. Subscribe again on the blog to get a new confirmation link.',
  },
}

/** Where the newsletter's confirm and unsubscribe links lead, with the outcome. */
export function NewsletterPage() {
  const [params] = useSearchParams()
  const outcome = OUTCOMES[params.get('status') ?? ''] ?? OUTCOMES.invalid
  return (
    <section className="page-intro page-intro--center">
      <PageMeta title="Newsletter" description="Your newsletter subscription." path="/newsletter" />
      <div className="container">
        <p className="eyebrow">Newsletter</p>
        <h1>{outcome?.title}</h1>
        <p className="lead">{outcome?.text}</p>
        <Link to="/blog" className="button button--primary">
          Go to the blog
        </Link>
      </div>
    </section>
  )
}
