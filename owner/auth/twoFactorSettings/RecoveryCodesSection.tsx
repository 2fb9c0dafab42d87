import { Alert, Button, H3 } from '@blueprintjs/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { authQueries } from '../../data/auth/queries.ts'
import { useRecoveryCodesMutation } from '../../data/auth/useRecoveryCodesMutation.ts'
import { useBackend } from '../../ui/BackendContext.ts'
import { useAuth } from '../AuthContext.ts'
import { RecoveryCodesList } from './RecoveryCodesList.tsx'

interface RecoveryCodesSectionProps {
  /** Codes just made, to show once; null once the owner has saved them. */
  freshCodes: readonly string[] | null
  onFreshCodes: (codes: string[] | null) => void
}

/** How many recovery codes are left, and 'Make new codes', which voids the old ones. */
export function RecoveryCodesSection({ freshCodes, onFreshCodes }: RecoveryCodesSectionProps) {
  const client = useBackend()
  const { user } = useAuth()
  const left = useQuery(authQueries.recoveryCodesLeft(client, user?.id ?? ''))
  const make = useRecoveryCodesMutation()
  const [confirming, setConfirming] = useState(false)

  let status: string
  if (left.isPending) status = 'Counting your recovery codes…'
  else if (left.isError) status = 'Could not count your recovery codes.'
  else if (left.data === 0) status = 'No recovery codes left. Make new ones now.'
  else status = `${left.data} of 10 recovery codes left.`

  return (
    <section aria-labelledby="recovery-codes-heading" className="admin-account-section">
      <H3 id="recovery-codes-heading">Recovery codes</H3>
      {freshCodes ? (
        <RecoveryCodesList
          codes={freshCodes}
          onSaved={() => {
            onFreshCodes(null)
          }}
        />
      ) : (
        <>
          <p>{status}</p>
          <Button
            icon="refresh"
            text="Make new codes"
            loading={make.isPending}
            onClick={() => {
              setConfirming(true)
            }}
          />
        </>
      )}
      <Alert
        isOpen={confirming}
        intent="warning"
        icon="key"
        confirmButtonText="Make new codes"
        cancelButtonText="Cancel"
        onCancel={() => {
          setConfirming(false)
        }}
        onConfirm={() => {
          setConfirming(false)
          make.mutate(undefined, { onSuccess: onFreshCodes })
        }}
      >
        <p>Make ten new recovery codes? The old ones will stop working.</p>
      </Alert>
    </section>
  )
}
