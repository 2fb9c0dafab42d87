import { InputGroup, Spinner } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'

/** How long typing pauses before the list is searched: short, so it feels immediate. */
const SEARCH_PAUSE_MS = 50

interface PostSearchBoxProps {
  /** The words the list is searched by now. */
  text: string
  /** A search is under way (the rows shown are the previous answer's). */
  searching: boolean
  onSearch: (text: string) => void
}

/**
 * The Blog Posts list's search box. What is typed is its own state, so a keystroke draws the box
 * and nothing else; the list is searched once typing pauses. Words the list is given from
 * elsewhere (its search cleared) replace what is typed; the box's own words coming back do not,
 * so a letter typed while they were on their way stays.
 */
export function PostSearchBox({ text, searching, onSearch }: PostSearchBoxProps) {
  const [typed, setTyped] = useState(text)
  const [shown, setShown] = useState(text)
  // Words sent to the list and not seen back yet, oldest first. The list may skip some on the
  // way (only the latest address is drawn) but never reorders them.
  const [sent, setSent] = useState<readonly string[]>([])
  if (text !== shown) {
    setShown(text)
    const at = sent.indexOf(text)
    if (at === -1) setTyped(text)
    else setSent(sent.slice(at + 1))
  }

  useEffect(() => {
    if (typed === text) return
    const timer = setTimeout(() => {
      setSent((words) => [...words, typed])
      onSearch(typed)
    }, SEARCH_PAUSE_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [typed, text, onSearch])

  const busy = searching || typed !== text
  // Made again only when it changes: InputGroup measures its right element (a forced layout)
  // whenever it is given a new one, which a fresh element on every keystroke would be.
  const spinner = useMemo(
    () =>
      busy ? (
        <Spinner className="post-search__spinner" size={16} aria-label="Searching" />
      ) : undefined,
    [busy],
  )

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label="Search posts"
      placeholder="Search titles, excerpts and text"
      value={typed}
      rightElement={spinner}
      onValueChange={setTyped}
    />
  )
}
