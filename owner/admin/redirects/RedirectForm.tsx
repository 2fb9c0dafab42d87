import { Button, Card, FormGroup, H2, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { type SyntheticEvent, useState } from 'react'
import type { RedirectTarget } from '../../../shared/backend/ownerRedirects.ts'
import { useRedirectAddMutation } from '../../data/redirects/useRedirectAddMutation.ts'
import { redirectPathProblem, typedRedirectPath } from '../../../shared/domain/redirectPath.ts'
import { fieldHelp } from '../fields/fieldHelp.tsx'

interface RedirectFormProps {
  /** The posts a redirect may lead to; undefined while they load. */
  targets: readonly RedirectTarget[] | undefined
}

const PATH_HINT =
  'The part after the old site’s domain, such as /2013/05/08/some-post/; a whole address pasted in is cut to it.'

const targetLabel = (target: RedirectTarget) =>
  target.published ? target.title : `${target.title} (draft: followed once it is published)`

/**
 * Adds a redirect: an old address and the post it leads to. Problems show under the fields
 * once the owner has tried to add; the form empties only when the backend has stored the
 * redirect, and keeps what was typed when it could not.
 */
export function RedirectForm({ targets }: RedirectFormProps) {
  const adding = useRedirectAddMutation()
  const [typed, setTyped] = useState('')
  const [postId, setPostId] = useState('')
  const [tried, setTried] = useState(false)
  const fromPath = typedRedirectPath(typed)
  const pathProblem = tried ? redirectPathProblem(fromPath) : null
  const postProblem = tried && postId === '' ? 'Choose the post it leads to.' : null

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    setTried(true)
    if (redirectPathProblem(fromPath) !== null || postId === '') return
    adding.mutate(
      { fromPath, postId },
      {
        onSuccess: () => {
          setTyped('')
          setPostId('')
          setTried(false)
        },
      },
    )
  }

  return (
    <Card elevation={1} className="admin-card">
      <H2 className="admin-card-title">Add a redirect</H2>
      <form noValidate onSubmit={submit} aria-label="Add a redirect">
        <FormGroup
          label="Old address"
          labelFor="redirect-from"
          labelInfo="(required)"
          intent={pathProblem ? 'danger' : 'none'}
          helperText={fieldHelp({ problem: pathProblem ?? undefined, hint: PATH_HINT })}
        >
          <InputGroup
            id="redirect-from"
            placeholder="/2013/05/08/some-post/"
            intent={pathProblem ? 'danger' : 'none'}
            aria-invalid={pathProblem ? true : undefined}
            disabled={adding.isPending}
            value={typed}
            onValueChange={setTyped}
          />
        </FormGroup>
        <FormGroup
          label="Leads to"
          labelFor="redirect-post"
          labelInfo="(required)"
          intent={postProblem ? 'danger' : 'none'}
          helperText={fieldHelp({ problem: postProblem ?? undefined })}
        >
          <HTMLSelect
            id="redirect-post"
            fill
            aria-invalid={postProblem ? true : undefined}
            disabled={targets === undefined || adding.isPending}
            value={postId}
            onChange={(event) => {
              setPostId(event.currentTarget.value)
            }}
          >
            <option value="">{targets === undefined ? 'Loading posts…' : 'Choose a post…'}</option>
            {targets?.map((target) => (
              <option key={target.id} value={target.id}>
                {targetLabel(target)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div className="admin-actions">
          <Button
            type="submit"
            intent="primary"
            icon="plus"
            text={adding.isPending ? 'Adding…' : 'Add Redirect'}
            disabled={adding.isPending}
          />
        </div>
      </form>
    </Card>
  )
}
