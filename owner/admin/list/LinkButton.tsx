import { Classes, Icon, type IconName } from '@blueprintjs/core'
import { Link } from 'react-router-dom'

type LinkButtonProps = {
  text: string
  icon?: IconName
  minimal?: boolean
  'aria-label'?: string
} & ({ to: string; href?: never } | { href: string; to?: never })

/**
 * A link that looks like a button, and stays a link for assistive technology: `to` another
 * screen, or `href` to a page elsewhere, which opens in a new tab.
 */
export function LinkButton({ to, href, text, icon, minimal = false, ...aria }: LinkButtonProps) {
  const className = minimal ? `${Classes.BUTTON} ${Classes.MINIMAL}` : Classes.BUTTON
  const content = (
    <>
      {icon && <Icon icon={icon} />}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </>
  )
  if (to !== undefined) {
    return (
      <Link to={to} className={className} {...aria}>
        {content}
      </Link>
    )
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...aria}>
      {content}
    </a>
  )
}
