import { characterCount, countAgainstLimit, nearsLimit } from '../../shared/domain/textLimits.ts'

interface CharacterCountProps {
  id: string
  text: string
  limit: number
}

/**
 * 'n / limit' under a field once its text nears the limit, as the owner's forms show it, and
 * marked once past it; nothing before. Text past the limit is kept, never cut: the form refuses
 * to send it and says why.
 */
export function CharacterCount({ id, text, limit }: CharacterCountProps) {
  if (!nearsLimit(text, limit)) return null
  return (
    <p
      id={id}
      className={characterCount(text) > limit ? 'field__count field__count--over' : 'field__count'}
    >
      {countAgainstLimit(text, limit)}
    </p>
  )
}
