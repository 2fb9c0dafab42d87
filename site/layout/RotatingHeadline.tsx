import { useEffect, useState } from 'react'
import {
  HEADLINE_INTERVAL_MS,
  MORPH_STEPS,
  MORPH_STEP_MS,
  morphFrame,
} from '../../shared/domain/morph.ts'

interface RotatingHeadlineProps {
  first: string
  second: string
}

/**
 * Alternates between two texts every 4 s with a character morph. Holds still while the visitor
 * types in any field or editable text, and does not move at all for visitors who ask for reduced motion.
 */
export function RotatingHeadline({ first, second }: RotatingHeadlineProps) {
  const [frame, setFrame] = useState(first)

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined
    const texts = [first, second]
    let shown = 0
    let morph: ReturnType<typeof setInterval> | undefined
    const rotation = setInterval(() => {
      if (isTyping() || morph) return
      const from = texts[shown] ?? ''
      const to = texts[1 - shown] ?? ''
      let step = 0
      morph = setInterval(() => {
        step++
        setFrame(morphFrame(from, to, step))
        if (step >= MORPH_STEPS) {
          clearInterval(morph)
          morph = undefined
          shown = 1 - shown
        }
      }, MORPH_STEP_MS)
    }, HEADLINE_INTERVAL_MS)
    return () => {
      clearInterval(rotation)
      clearInterval(morph)
    }
  }, [first, second])

  return (
    <span className="headline">
      <span className="visually-hidden">{first}</span>
      <span aria-hidden="true">{frame}</span>
    </span>
  )
}

/** Whether the keyboard is in a field or in editable text (the owner's post editor). */
function isTyping(): boolean {
  const active = document.activeElement
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    (active instanceof HTMLElement && active.isContentEditable)
  )
}
