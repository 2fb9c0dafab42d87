import { Link } from 'react-router-dom'
import { useSite } from '../SiteContext.tsx'
import { EmailLink } from '../components/EmailLink.tsx'
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from './links.ts'

export function SiteFooter() {
  const { site } = useSite()
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{site.businessName}</p>
          <p>Strategic guidance for scaling tech businesses.</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="site-footer__heading">Quick Links</h2>
          <ul>
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="site-footer__heading">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__connect">
          <h2 className="site-footer__heading">Connect</h2>
          <ul>
            <li>
              <EmailLink address={site.email} />
            </li>
            <li>
              <a href={site.professionalNetworkUrl} rel="noopener noreferrer" target="_blank">
                LinkedIn
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__legal">
        <p>
          The content of this site is general information about strategy, product and technology. It
          is not formal business, legal or financial advice.
        </p>
        <p>
          © {year} {site.businessName}. {site.businessName} is a trading name of {site.ownerName}, a
          sole trader registered in Scotland.
        </p>
      </div>
    </footer>
  )
}
