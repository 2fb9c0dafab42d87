import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  H4,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { PostRevision, RevisionListItem } from '../../../shared/backend/revisions.ts'
import { failureDescription } from '../../../shared/backend/errors.ts'
import { revisionQueries } from '../../data/revisions/queries.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { revisionSummary } from '../../../shared/domain/revisionSummary.ts'
import { diffableText, wordDiff } from '../../../shared/domain/wordDiff.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { NotLoadedOffline } from '../list/NotLoadedOffline.tsx'
import { RevisionDiff } from './RevisionDiff.tsx'
import type { PostFormValues } from './postForm.ts'

export const REVISION_RESTORED = 'Revision restored in the editor: save the post to keep it'

interface PostHistoryDialogProps {
  postId: string
  isOpen: boolean
  /** What the editor holds now, saved or not: each revision is compared with it. */
  current: PostFormValues
  onClose: () => void
  /** Brings the revision into the editor as an unsaved change. */
  onRestore: (revision: PostRevision) => void
}

/** The post's saved revisions, newest first, each compared word by word with the editor's text. */
export function PostHistoryDialog({
  postId,
  isOpen,
  current,
  onClose,
  onRestore,
}: PostHistoryDialogProps) {
  const client = useBackend()
  const revisions = useQuery({ ...revisionQueries.ofPost(client, postId), enabled: isOpen })
  const [chosen, setChosen] = useState<number | null>(null)
  const list = revisions.data ?? []
  const selectedId = chosen ?? list[0]?.id ?? null

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="History"
      className="post-history-dialog"
      style={{ width: 'min(1100px, 95vw)' }}
    >
      <DialogBody>
        {revisions.isPending ? (
          revisions.fetchStatus === 'paused' ? (
            <NotLoadedOffline />
          ) : (
            <Spinner aria-label="Loading history" />
          )
        ) : revisions.isError ? (
          <Callout intent="danger" title="Error loading history">
            {failureDescription(revisions.error)}
          </Callout>
        ) : list.length === 0 ? (
          <NonIdealState
            icon="history"
            title="No revisions yet"
            description="Each save of this post keeps a revision here."
          />
        ) : (
          <div className="post-history">
            <RevisionList revisions={list} selectedId={selectedId} onSelect={setChosen} />
            {selectedId !== null && (
              <RevisionComparison id={selectedId} current={current} onRestore={onRestore} />
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  )
}

function RevisionList({
  revisions,
  selectedId,
  onSelect,
}: {
  revisions: readonly RevisionListItem[]
  selectedId: number | null
  onSelect: (id: number) => void
}) {
  return (
    <ol className="post-history-list" aria-label="Revisions">
      {revisions.map((revision, index) => (
        <li key={revision.id}>
          <Button
            fill
            variant="minimal"
            alignText="start"
            active={revision.id === selectedId}
            aria-current={revision.id === selectedId}
            onClick={() => {
              onSelect(revision.id)
            }}
          >
            <span className="post-history-time">{formatDateTime(revision.created_at)}</span>
            <span className="post-history-summary">
              {revisionSummary(revision, revisions[index + 1])}
            </span>
          </Button>
        </li>
      ))}
    </ol>
  )
}

function RevisionComparison({
  id,
  current,
  onRestore,
}: {
  id: number
  current: PostFormValues
  onRestore: (revision: PostRevision) => void
}) {
  const client = useBackend()
  const revision = useQuery(revisionQueries.detail(client, id))
  const data = revision.data
  const body = useMemo(
    () => (data ? wordDiff(diffableText(data.content), diffableText(current.content)) : []),
    [data, current.content],
  )
  if (revision.isPending) return <Spinner aria-label="Loading revision" />
  if (revision.isError || !data)
    return (
      <Callout intent="danger" title="Error loading revision">
        {failureDescription(revision.error)}
      </Callout>
    )
  const title = wordDiff(data.title, current.title.trim())
  return (
    <section className="post-history-comparison" aria-label="Comparison">
      <div className="post-history-heading">
        <H4>
          {formatDateTime(data.created_at)}
          <span className="admin-hint"> compared with the editor now</span>
        </H4>
        <Button
          intent="primary"
          icon="history"
          text="Restore"
          onClick={() => {
            onRestore(data)
          }}
        />
      </div>
      <p className="admin-hint">
        <del>Struck through</del>: only in this revision. <ins>Marked</ins>: only in the editor.
      </p>
      <RevisionDiff parts={title} label="Title changes" />
      <RevisionDiff parts={body} label="Body changes" />
    </section>
  )
}
