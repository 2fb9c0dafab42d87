import { Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { NavLink } from 'react-router-dom'
import { usePlatform } from '../../owner/ui/PlatformContext.ts'
import { ADMIN_SECTIONS, DRAFTS_PATH } from '../../shared/domain/adminSections.ts'
import { offlineQueries } from '../../owner/data/offline/queries.ts'

export const SETTINGS_PATH = '/settings'

/** Every owner screen, then the drafts (with how many changes wait) and the app's settings. */
export function Sidebar() {
  const platform = usePlatform()
  const changes = useQuery(offlineQueries.changes(platform.drafts))
  const waiting = changes.data?.length ?? 0
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'desktop-nav__link desktop-nav__link--active' : 'desktop-nav__link'

  return (
    <nav className="desktop-nav" aria-label="Content">
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} className={linkClass}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <NavLink to={DRAFTS_PATH} end={false} className={linkClass}>
            Drafts
            {waiting > 0 && (
              <Tag round intent="warning" aria-label={`${waiting} waiting to sync`}>
                {waiting}
              </Tag>
            )}
          </NavLink>
        </li>
        <li>
          <NavLink to={SETTINGS_PATH} className={linkClass}>
            Settings
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
