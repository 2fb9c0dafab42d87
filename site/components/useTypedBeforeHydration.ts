import { type RefObject, useEffect, useEffectEvent } from 'react'

/**
 * What a visitor typed into a prerendered form before the page hydrated. React keeps that text
 * on screen but not in state, so the next render would wipe it: once hydrated, `keep` gets each
 * named field whose value differs from the one the page was rendered with.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  keep: (typed: Record<string, string>) => void,
): void {
  const keepTyped = useEffectEvent(keep)
  useEffect(() => {
    const typed: Record<string, string> = {}
    for (const element of form.current?.elements ?? []) {
      const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      if (field && element.name !== '' && element.value !== element.defaultValue) {
        typed[element.name] = element.value
      }
    }
    if (Object.keys(typed).length > 0) keepTyped(typed)
  }, [form])
}
