import { Callout } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import type { EditableTable } from '../../../shared/backend/contentTables.ts'
import { offlineQueries } from '../../data/offline/queries.ts'
import { usePlatform } from '../../ui/PlatformContext.ts'
import { DRAFTS_PATH } from '../../../shared/domain/adminSections.ts'
import { LinkButton } from '../list/LinkButton.tsx'

/**
 * Above a list: saves of its items that are on this computer and not yet on the server, which
 * the list (the server's copy) does not show yet.
 */
export function QueuedChangesNotice({ table }: { table: EditableTable }) {
  const platform = usePlatform()
  const changes = useQuery(offlineQueries.changes(platform.drafts))
  const count = changes.data?.filter((change) => change.table === table).length ?? 0
  if (count === 0) return null
  return (
    <Callout intent="primary" className="admin-callout" icon="cloud-upload">
      <p>
        {count === 1
          ? '1 saved change is on this computer and not on the server yet.'
          : `${count} saved changes are on this computer and not on the server yet.`}
      </p>
      <LinkButton icon="list" to={DRAFTS_PATH} text="Open Drafts" />
    </Callout>
  )
}
