import { Button, Callout, Card, H2, InputGroup, Spinner } from '@blueprintjs/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { failureDescription } from '../../backend/errors.ts'
import {
  type PreviewLink,
  createPreviewLink,
  fetchPreviewLinks,
  previewPath,
  revokePreviewLink,
} from '../../backend/previewLinks.ts'
import { formatDateTime } from '../../domain/dates.ts'
import { useAdminEnvironment } from '../../ui/AdminEnvironment.tsx'
import { useToaster } from '../../ui/Toaster.tsx'
import { NotLoadedOffline } from '../list/NotLoadedOffline.tsx'

const linksKey = (postId: string) => ['preview-links', postId] as const

function linkState(link: PreviewLink, now: number): string {
  if (link.revoked_at) return `Revoked ${formatDateTime(link.revoked_at)}`
  if (Date.parse(link.expires_at) <= now) return `Expired ${formatDateTime(link.expires_at)}`
  return `Valid until ${formatDateTime(link.expires_at)}`
}

/**
 * Private preview links of a saved post: anyone with one reads the post as it is saved, for 7
 * days or until it is revoked. A new link's address is shown once (only its hash is kept).
 */
export function PreviewLinksCard({ postId }: { postId: string }) {
  const { client, site } = useAdminEnvironment()
  const toast = useToaster()
  const queries = useQueryClient()
  const links = useQuery({
    queryKey: linksKey(postId),
    queryFn: () => fetchPreviewLinks(client, postId),
  })
  const [created, setCreated] = useState<string | null>(null)
  const refresh = () => queries.invalidateQueries({ queryKey: linksKey(postId) })
  const create = useMutation({
    mutationFn: () => createPreviewLink(client, postId),
    onSuccess: ({ token }) => {
      setCreated(`${site.siteUrl}${previewPath(token)}`)
      void refresh()
    },
    onError: (error) => {
      toast({
        title: `Could not create a preview link: ${failureDescription(error)}`,
        intent: 'danger',
      })
    },
  })
  const revoke = useMutation({
    mutationFn: (id: string) => revokePreviewLink(client, id),
    onSuccess: () => {
      toast({ title: 'Preview link revoked', intent: 'success' })
      void refresh()
    },
    onError: (error) => {
      toast({ title: `Could not revoke the link: ${failureDescription(error)}`, intent: 'danger' })
    },
  })
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link copied', intent: 'success' })
    } catch {
      toast({ title: 'Could not copy: select the link and copy it', intent: 'warning' })
    }
  }
  // Expiry is judged as of the list's last read, which each change reads again.
  const now = links.dataUpdatedAt

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Preview links</H2>
      <p className="admin-hint">
        Anyone with a preview link can read this post as last saved, for 7 days or until you revoke
        the link.
      </p>
      {created && (
        <Callout intent="success" title="New preview link" className="preview-link-created">
          <p>Copy it now: it is shown only once.</p>
          <div className="admin-actions">
            <InputGroup
              readOnly
              fill
              aria-label="New preview link"
              value={created}
              onFocus={(event) => {
                event.currentTarget.select()
              }}
            />
            <Button icon="duplicate" text="Copy" onClick={() => void copy(created)} />
          </div>
        </Callout>
      )}
      {links.isPending ? (
        links.fetchStatus === 'paused' ? (
          <NotLoadedOffline />
        ) : (
          <Spinner size={20} aria-label="Loading preview links" />
        )
      ) : links.isError ? (
        <Callout intent="danger" title="Error loading preview links">
          {failureDescription(links.error)}
        </Callout>
      ) : (
        links.data.length > 0 && (
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
                      loading={revoke.isPending && revoke.variables === link.id}
                      onClick={() => {
                        revoke.mutate(link.id)
                      }}
                    />
                  )}
                </li>
              )
            })}
          </ul>
        )
      )}
      <div className="admin-actions">
        <Button
          icon="link"
          text="Create preview link"
          loading={create.isPending}
          onClick={() => {
            create.mutate()
          }}
        />
      </div>
    </Card>
  )
}
