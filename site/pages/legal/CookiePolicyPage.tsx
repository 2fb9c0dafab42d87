import { useSite } from '../../SiteContext.tsx'
import { LegalPage } from './LegalPage.tsx'

export function CookiePolicyPage() {
  const { site } = useSite()
  return (
    <LegalPage
      title="Cookie Policy"
      description={`What ${site.businessName} stores in your browser.`}
      path="/cookie-policy"
    >
      <h2>No tracking, no analytics</h2>
      <p>
        This site does not use tracking or analytics cookies, advertising cookies or any other
        technology that follows you around the web.
      </p>
      <h2>What is stored, and why</h2>
      <ul>
        <li>
          <strong>Preference:</strong> your choice of light, dark or system theme, stored in your
          browser under the name <code>theme</code>, so the site looks the way you chose next time.
        </li>
        <li>
          <strong>Essential:</strong> when the site owner signs in, the browser keeps the sign-in
          session so that the owner's pages work. Visitors never get one.
        </li>
      </ul>
      <p>
        The booking window for scheduling a call is provided by an external service, which may set
        its own essential cookies when you open it.
      </p>
      <h2>Your control</h2>
      <p>
        You can clear these at any time in your browser's settings. The site works without them; the
        theme then follows your system setting.
      </p>
    </LegalPage>
  )
}
