import { Button, Callout, Card, H2, InputGroup, Spinner } from '@blueprintjs/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { failureDescription } from '../../../shared/backend/errors.ts'
import type { PreviewLink } from '../../../shared/backend/previewLinks.ts'
import { formatDateTime } from '../../../shared/domain/dates.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { NotLoadedOffline } from '../list/NotLoadedOffline.tsx'
import { usePreviewLinks } from './usePreviewLinks.ts'

function linkState(link: PreviewLink, now: number): string {
  if (link.revoked_at) return `Revoked ${formatDateTime(link.revoked_at)}`
  if (Date.parse(link.expires_at) <= now) return `Expired ${formatDateTime(link.expires_at)}`
  return `Valid until ${formatDateTime(link.expires_at)}`
}

/** The link just created, to copy: it is shown only once. */
function NewPreviewLink({ url }: { url: string }) {
  const toast = useToaster()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link copied', intent: 'success' })
    } catch {
      toast({ title: 'Could not copy: select the link and copy it', intent: 'warning' })
    }
  }
  return (
    <Callout intent="success" title="New preview link" className="preview-link-created">
      <p>Copy it now: it is shown only once.</p>
      <div className="admin-actions">
        <InputGroup
          readOnly
          fill
          aria-label="New preview link"
          value={url}
          onFocus={(event) => {
            event.currentTarget.select()
          }}
        />
        <Button icon="duplicate" text="Copy" onClick={() => void copy()} />
      </div>
    </Callout>
  )
}

interface PreviewLinkListProps {
  links: UseQueryResult<PreviewLink[]>
  /** The link being revoked, if one is. */
  revoking: string | undefined
  onRevoke: (id: string) => void
}

/** The post's links, each with its state, and Revoke for those still valid. */
function PreviewLinkList({ links, revoking, onRevoke }: PreviewLinkListProps) {
  // Expiry is judged as of the list's last read, which each change reads again.
  const now = links.dataUpdatedAt
  // While the list loads, its spinner sits beside 'Create preview link' (PreviewLinksCard).
  if (links.isPending) return links.fetchStatus === 'paused' ? <NotLoadedOffline /> : null
  if (links.isError) {
    return (
      <Callout intent="danger" title="Error loading preview links">
        {failureDescription(links.error)}
      </Callout>
    )
  }
  if (links.data.length === 0) return null
  return (
    <ul className="preview-links" aria-label="Preview links">
      {links.data.map((link) => {
        const active = !link.revoked_at && Date.parse(link.expires_at) > now
        return (
          <li key={link.id}>
            <span>
              Created {formatDateTime(link.created_at)} · {linkState(link, now)}
            </span>
            {active && (
              <Button
                variant="minimal"
                intent="danger"
                icon="disable"
                text="Revoke"
                loading={revoking === link.id}
                onClick={() => {
                  onRevoke(link.id)
                }}
              />
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Private preview links of a saved post: anyone with one reads the post as it is saved, for 7
 * days or until it is revoked. A new link's address is shown once (only its hash is kept).
 */
export function PreviewLinksCard({ postId }: { postId: string }) {
  const { links, created, create, revoke } = usePreviewLinks(postId)
  // In the row of the button, whose height it keeps: a post with no links (most) loads without
  // moving the editor's buttons below the card while the owner reaches for one.
  const loading = links.isPending && links.fetchStatus !== 'paused'
  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Preview links</H2>
      <p className="admin-hint">
        Anyone with a preview link can read this post as last saved, for 7 days or until you revoke
        the link.
      </p>
      {created && <NewPreviewLink url={created} />}
      <PreviewLinkList
        links={links}
        revoking={revoke.isPending ? revoke.variables : undefined}
        onRevoke={revoke.mutate}
      />
      <div className="admin-actions">
        <Button
          icon="link"
          text="Create preview link"
          loading={create.isPending}
          onClick={() => {
            create.mutate()
          }}
        />
        {loading && <Spinner size={16} aria-label="Loading preview links" />}
      </div>
    </Card>
  )
}
