import { Tag } from '@blueprintjs/core'
import type { TableColumn } from '../../list/DataTable.tsx'

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

/** The first columns of an experience's list: its logo, and the company named in full on hover. */
export function companyColumns<
  Row extends { logo_url: string | null; company: string },
>(): TableColumn<Row>[] {
  return [
    { header: 'Logo', cell: (row) => <LogoCell url={row.logo_url} /> },
    {
      header: 'Company',
      cell: (row) => <strong>{row.company}</strong>,
      truncate: (row) => row.company,
    },
  ]
}
