import { Tag } from '@blueprintjs/core'

/** A logo in a list row; nothing when the item has none. */
export function LogoCell({ url }: { url: string | null }) {
  return url ? <img className="admin-table-logo" src={url} alt="" /> : null
}

/** Whether a testimonial or FAQ shows on the public page. */
export function ActiveCell({ active }: { active: boolean }) {
  return (
    <Tag minimal intent={active ? 'success' : 'none'}>
      {active ? 'Active' : 'Inactive'}
    </Tag>
  )
}
