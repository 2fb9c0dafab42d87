import { Button, NonIdealState } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ListedTag } from '../../../shared/backend/ownerTags.ts'
import { tagQueries } from '../../data/tags/queries.ts'
import { useTagDeleteMutation } from '../../data/tags/useTagChangeMutations.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { useBackend } from '../../ui/BackendContext.ts'
import { DataTable, type TableColumn } from '../list/DataTable.tsx'
import { DeleteButton } from '../list/DeleteButton.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { useRemoval } from '../list/useRemoval.ts'
import { TagChangeDialog, type TagChangeRequest } from './TagChangeDialog.tsx'

type TagRow = ListedTag & { id: string }

const COLUMNS: TableColumn<TagRow>[] = [
  { header: 'Tag', cell: (tag) => tag.name, truncate: (tag) => tag.name },
  { header: 'Posts', cell: (tag) => tag.posts },
  { header: 'Publications', cell: (tag) => tag.publications },
]

/**
 * Tags: each tag of the posts (drafts too) and publications, with how many carry it; renamed,
 * merged into another or deleted on all of them at once, by the database.
 */
export function TagsScreen() {
  const client = useBackend()
  const tags = useQuery({
    ...tagQueries.all(client),
    select: (list): TagRow[] => list.map((tag) => ({ ...tag, id: tag.name })),
  })
  const [change, setChange] = useState<TagChangeRequest | null>(null)
  const removal = useRemoval(
    useTagDeleteMutation(),
    'Are you sure you want to delete this tag? It is taken off every post and publication that has it.',
  )

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Tags"
        subtitle="The tags of your posts and publications: rename, merge or delete them everywhere at once"
      />
      <ListCard
        query={tags}
        heading={(count) => `Tags (${count})`}
        loadError="Error loading tags"
        empty={
          <NonIdealState
            icon="tag"
            title="No tags yet"
            description="Tags you give posts and publications appear here."
          />
        }
      >
        {(rows) => (
          <DataTable
            label="Tags"
            rows={rows}
            columns={COLUMNS}
            rowName={(tag) => tag.name}
            actions={(tag) => (
              <>
                <Button
                  icon="edit"
                  variant="minimal"
                  text="Rename"
                  aria-label={`Rename ${tag.name}`}
                  onClick={() => {
                    setChange({ kind: 'rename', tag })
                  }}
                />
                <Button
                  icon="merge-columns"
                  variant="minimal"
                  text="Merge"
                  aria-label={`Merge ${tag.name}`}
                  disabled={rows.length < 2}
                  onClick={() => {
                    setChange({ kind: 'merge', tag })
                  }}
                />
                <DeleteButton removal={removal} id={tag.name} name={tag.name} />
              </>
            )}
          />
        )}
      </ListCard>
      <TagChangeDialog
        request={change}
        tags={tags.data ?? []}
        onClose={() => {
          setChange(null)
        }}
      />
      {removal.dialog}
    </div>
  )
}
