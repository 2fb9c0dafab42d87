import { Button, Callout } from '@blueprintjs/core'
import { useAuth } from '../AuthContext.ts'
import { recoveryCodesFile } from '../../../shared/domain/recoveryCodes.ts'

interface RecoveryCodesListProps {
  codes: readonly string[]
  onSaved: () => void
}

/** New recovery codes, shown this once: to copy, print or download as a text file. */
export function RecoveryCodesList({ codes, onSaved }: RecoveryCodesListProps) {
  const { user } = useAuth()
  const download = () => {
    const text = recoveryCodesFile(user?.email ?? 'your admin account', codes, new Date())
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    link.download = 'recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(link.href)
  }
  return (
    <Callout intent="warning" title="Save your recovery codes" className="admin-callout">
      <p>
        Each code signs you in once, with your password, if you lose your authenticator app. Keep
        them somewhere safe, such as a password manager: they are shown only now.
      </p>
      <ol className="admin-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-actions">
        <Button icon="download" text="Download codes" onClick={download} />
        <Button intent="primary" text="I have saved my codes" onClick={onSaved} />
      </div>
    </Callout>
  )
}
