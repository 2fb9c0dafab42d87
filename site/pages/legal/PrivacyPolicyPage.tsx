import { useSite } from '../../SiteContext.tsx'
import { EmailLink } from '../../components/EmailLink.tsx'
import { LegalPage } from './LegalPage.tsx'

export function PrivacyPolicyPage() {
  const { site } = useSite()
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${site.businessName} handles your personal data.`}
      path="/privacy-policy"
    >
      <h2>Who is responsible</h2>
      <p>
        {site.businessName} is a trading name of {site.ownerName}, a sole trader registered in
        Scotland, who is the controller of the personal data described here. You can reach me at{' '}
        <EmailLink address={site.email} />.
      </p>
      <h2>What I collect and why</h2>
      <ul>
        <li>
          <strong>Contact form:</strong> your name, email address, company, subject and message, so
          that I can reply to you. A one-way hash of the network address you wrote from is kept to
          stop abuse of the form; the address itself is not stored.
        </li>
        <li>
          <strong>Newsletter:</strong> your email address and when you subscribed, confirmed or
          unsubscribed, so that I can send you new posts you asked for.
        </li>
        <li>
          <strong>Booking a call:</strong> the scheduling service shown in the booking window
          processes the details you give it under its own privacy policy.
        </li>
      </ul>
      <p>
        The lawful basis is your consent (newsletter) and my legitimate interest in answering the
        enquiries you send me (contact form).
      </p>
      <h2>How long I keep it</h2>
      <p>
        Enquiries are kept for up to two years after our last exchange. Newsletter addresses are
        kept until you unsubscribe, which you can do with one click from any newsletter email.
      </p>
      <h2>Who else sees it</h2>
      <p>
        The site's data is hosted by Supabase and email is sent through Resend, both acting as
        processors under data processing agreements. I do not sell or share your data for marketing.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction or its deletion, and you may object to
        its use, by emailing me. You may also complain to the Information Commissioner's Office
        (ico.org.uk).
      </p>
    </LegalPage>
  )
}
