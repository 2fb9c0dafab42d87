import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { mediaFileUrl } from '../../../shared/backend/media.ts'
import { mediaQueries } from '../../data/media/queries.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import {
  type MediaItem,
  type MediaUse,
  formatBytes,
  isPostImage,
  itemBytes,
} from '../../../shared/domain/media.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { AdminPageHeader } from '../../ui/AdminPageHeader.tsx'
import { ListCard } from '../list/ListCard.tsx'
import { InsertIntoPostDialog } from './InsertIntoPostDialog.tsx'
import { UnusedMediaDialog } from './UnusedMediaDialog.tsx'

const USE_LABELS = {
  banner: 'Banner',
  'post body': 'Post body',
  revision: 'Earlier version of',
  publication: 'Publication',
  logo: 'Logo',
} as const

/**
 * Where a use is edited: a post's editor (an earlier version's too, by its post), a
 * publication's form; null for a logo, which one of three lists holds.
 */
function editPathOf(use: MediaUse): string | null {
  if (use.kind === 'publication') return `/publications-admin/edit/${use.id}`
  return use.kind === 'logo' ? null : `/blog-admin/edit/${use.id}`
}

function Uses({ item }: { item: MediaItem }) {
  if (item.uses.length === 0)
    return (
      <Tag minimal intent="warning">
        Unused
      </Tag>
    )
  return (
    <ul className="media-uses">
      {item.uses.map((use) => {
        const path = editPathOf(use)
        return (
          <li key={`${use.kind}-${use.id}`}>
            {USE_LABELS[use.kind]}: {path ? <Link to={path}>{use.label}</Link> : use.label}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Every image in Storage: its size, the web sizes stored beside it, and where the site uses it;
 * a post image can be put into a post (Insert into post).
 * Unused ones (an upload left by an editor never saved, or by a deleted row) can be deleted,
 * after a dry run that lists them.
 */
export function MediaScreen() {
  const client = useBackend()
  const media = useQuery(mediaQueries.all(client))
  const [dryRun, setDryRun] = useState(false)
  const [inserting, setInserting] = useState<MediaItem | null>(null)
  const unused = media.data?.filter((item) => item.uses.length === 0) ?? []
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Media"
        subtitle="Every image in Storage, its web sizes, and where the site uses it"
        actions={
          <Button
            icon="trash"
            text="Delete unused files..."
            disabled={!media.data}
            onClick={() => {
              setDryRun(true)
            }}
          />
        }
      />
      <ListCard
        query={media}
        heading={(count) => `Images (${String(count)}) · ${String(unused.length)} unused`}
        loadError="Error loading media"
        empty={<NonIdealState icon="media" title="No images in Storage yet" />}
      >
        {(items) => (
          // The table's box answers its card layout: on a phone, or a narrow window, rows are cards.
          <div className="admin-table-scroll">
            <HTMLTable className="admin-table" striped aria-label="Media">
              <thead>
                <tr>
                  <th>Image</th>
                  <th>File</th>
                  <th>Size</th>
                  <th>Web sizes</th>
                  <th>Used in</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={`${item.bucket}/${item.name}`}>
                    <td>
                      <img
                        className="media-thumb"
                        src={mediaFileUrl(client, item)}
                        alt=""
                        loading="lazy"
                      />
                    </td>
                    <td data-label="File" className="admin-cell--text media-path">
                      {item.bucket}/{item.name}
                      <br />
                      <small>{formatDateTime(item.created_at)}</small>
                    </td>
                    <td data-label="Size">{formatBytes(itemBytes(item))}</td>
                    <td data-label="Web sizes">{item.variants.length}</td>
                    <td data-label="Used in" className="admin-cell--wrap">
                      <Uses item={item} />
                    </td>
                    <td data-label="Actions">
                      {isPostImage(item) && (
                        <Button
                          size="small"
                          icon="insert"
                          text="Insert into post"
                          aria-label={`Insert ${item.name} into a post`}
                          onClick={() => {
                            setInserting(item)
                          }}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </ListCard>
      <InsertIntoPostDialog
        item={inserting}
        onClose={() => {
          setInserting(null)
        }}
      />
      <UnusedMediaDialog
        isOpen={dryRun}
        // The dry run weighs every item (it sorts out which may go) as Storage holds them now: a
        // list cached before an upload is read again first (media.isFetching), never weighed.
        items={media.isFetching ? null : (media.data ?? null)}
        onClose={() => {
          setDryRun(false)
        }}
      />
    </div>
  )
}
