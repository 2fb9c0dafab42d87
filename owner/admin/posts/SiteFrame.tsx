import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import siteStyles from '../../../shared/siteStyles/index.css?inline'

interface SiteFrameProps {
  title: string
  dark: boolean
  /** Escape pressed while focus is inside the frame (its document's keys stay in it). */
  onEscape: () => void
  children: ReactNode
}

/**
 * A frame that draws its children with the public site's stylesheet and nothing of the owner's
 * screens, light or dark as the site's root classes say: what a visitor's page looks like, at
 * the frame's width. Its document is this app's own (no address), so React renders into it;
 * links in a post open in a new window rather than replacing the frame.
 */
export function SiteFrame({ title, dark, onEscape, children }: SiteFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)

  useEffect(() => {
    const document = frame.current?.contentDocument
    if (!document) return
    const style = document.createElement('style')
    style.textContent = siteStyles
    const base = document.createElement('base')
    base.target = '_blank'
    document.head.append(style, base)
    setBody(document.body)
  }, [])

  useEffect(() => {
    const document = body?.ownerDocument
    if (!document) return undefined
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', listener)
    return () => {
      document.removeEventListener('keydown', listener)
    }
  }, [body, onEscape])

  useEffect(() => {
    const root = frame.current?.contentDocument?.documentElement
    if (!root || !body) return
    root.classList.toggle('dark', dark)
    root.classList.toggle('light', !dark)
  }, [body, dark])

  return (
    <>
      <iframe ref={frame} title={title} className="site-frame" />
      {body && createPortal(children, body)}
    </>
  )
}
