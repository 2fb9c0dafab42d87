import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { failureDescription } from '../../../shared/backend/errors.ts'
import {
  createPreviewLink,
  fetchPreviewLinks,
  previewPath,
  revokePreviewLink,
} from '../../../shared/backend/previewLinks.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useSiteIdentity } from '../../ui/SiteIdentityContext.ts'
import { useToaster } from '../../ui/Toaster.tsx'

const linksKey = (postId: string) => ['preview-links', postId] as const

/**
 * A saved post's preview links, and creating and revoking them; `created` is the address of the
 * link created last, which is known only until the card goes away.
 */
export function usePreviewLinks(postId: string) {
  const client = useBackend()
  const { site } = useSiteIdentity()
  const toast = useToaster()
  const queries = useQueryClient()
  const links = useQuery({
    queryKey: linksKey(postId),
    queryFn: ({ signal }) => fetchPreviewLinks(client, postId, signal),
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
  return { links, created, create, revoke }
}
