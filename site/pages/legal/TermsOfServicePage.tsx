import { useSite } from '../../SiteContext.tsx'
import { LegalPage } from './LegalPage.tsx'

export function TermsOfServicePage() {
  const { site } = useSite()
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms for using the ${site.businessName} website.`}
      path="/terms-of-service"
    >
      <h2>About these terms</h2>
      <p>
        This website is run by {site.ownerName}, trading as {site.businessName}, a sole trader
        registered in Scotland. By using the site you accept these terms.
      </p>
      <h2>Information, not advice</h2>
      <p>
        Articles and other content on this site are general information. They are not formal
        business, legal, financial or investment advice, and you should not rely on them as such.
        Advice is given only under a written engagement.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The content of this site belongs to {site.ownerName} unless stated otherwise. You may share
        links to it and quote short extracts with attribution.
      </p>
      <h2>Links to other sites</h2>
      <p>
        External publications and other links lead to sites I do not control, and I am not
        responsible for their content.
      </p>
      <h2>Liability</h2>
      <p>
        The site is provided as it is. Nothing in these terms limits liability that cannot be
        limited by law.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and
        Wales have jurisdiction over any dispute about them.
      </p>
    </LegalPage>
  )
}
