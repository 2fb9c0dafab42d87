import { visibleTags } from '../../shared/domain/tags.ts'

/** Up to two tags and a '+N' count for the rest. */
export function CardTags({ tags }: { tags: readonly string[] | null }) {
  const { shown, hidden } = visibleTags(tags)
  if (shown.length === 0) return null
  return (
    <ul className="tag-list" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
      {hidden > 0 && (
        <li className="tag tag--more" aria-label={`${hidden} more tags`}>
          +{hidden}
        </li>
      )}
    </ul>
  )
}
