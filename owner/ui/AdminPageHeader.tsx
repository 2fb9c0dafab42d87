import { H1 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { ScreenTitle } from './ScreenTitle.tsx'

interface AdminPageHeaderProps {
  title: string
  subtitle?: string
  /** Buttons on the heading's right: back links, 'Add ...'. */
  actions?: ReactNode
}

/** The heading of an owner's screen, with its subtitle and actions. */
export function AdminPageHeader({ title, subtitle, actions }: AdminPageHeaderProps) {
  return (
    <div className="admin-heading">
      <ScreenTitle title={title} />
      <div>
        <H1>{title}</H1>
        {subtitle && <p className="admin-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="admin-actions">{actions}</div>}
    </div>
  )
}
