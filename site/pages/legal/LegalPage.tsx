import type { ReactNode } from 'react'
import { PageMeta } from '../../components/PageMeta.tsx'

interface LegalPageProps {
  title: string
  description: string
  path: string
  children: ReactNode
}

/** The frame of the static legal pages. */
export function LegalPage({ title, description, path, children }: LegalPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <section className="page-intro">
        <div className="container container--narrow">
          <p className="eyebrow">Legal</p>
          <h1>{title}</h1>
          <p className="status-text">Last updated: November 2026</p>
        </div>
      </section>
      <section className="section section--compact">
        <div className="container container--narrow prose">{children}</div>
      </section>
    </>
  )
}
