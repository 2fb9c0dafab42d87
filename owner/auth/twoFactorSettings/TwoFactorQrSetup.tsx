import { Button, Code, FormGroup, H2 } from '@blueprintjs/core'
import { QRCodeSVG } from 'qrcode.react'
import { type SyntheticEvent, useState } from 'react'
import type { TotpEnrolment } from '../../../shared/backend/twoFactor.ts'
import { AUTH_MESSAGES } from '../../data/auth/authMessages.ts'
import { useTotpEnableMutation } from '../../data/auth/useTotpEnableMutation.ts'
import { useTotpSetupCancelMutation } from '../../data/auth/useTotpSetupCancelMutation.ts'
import { TOTP_CODE_LENGTH } from '../../../shared/domain/totpCode.ts'
import { useToaster } from '../../ui/Toaster.tsx'
import { TotpCodeInput } from '../TotpCodeInput.tsx'

/** QR codes are 200 pixels square (spec section 9). */
const QR_SIZE = 200

interface TwoFactorQrSetupProps {
  enrolment: TotpEnrolment
  /** The account's first authenticator: verifying it turns two-factor on. */
  first: boolean
  /** The authenticator works; with the recovery codes made when two-factor was turned on. */
  onEnabled: (outcome: { codes: string[] | null; othersEnded: boolean }) => void
  onCancel: () => void
}

/** Scan the QR code (or type the key), then verify the first code: the authenticator works. */
export function TwoFactorQrSetup({ enrolment, first, onEnabled, onCancel }: TwoFactorQrSetupProps) {
  const toast = useToaster()
  const [code, setCode] = useState('')
  const enable = useTotpEnableMutation()
  const cancel = useTotpSetupCancelMutation()

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    if (code === '' || enrolment.secret === '') {
      toast({ title: AUTH_MESSAGES.enterCode, intent: 'danger' })
      return
    }
    enable.mutate(
      { factorId: enrolment.factorId, code, first },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) onEnabled(outcome)
        },
        onSettled: () => {
          setCode('')
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <H2 className="admin-card-title">Scan the QR code</H2>
      <p>
        Scan this code with the authenticator app on your phone, then enter the 6-digit code it
        shows.
      </p>
      <div className="admin-qr">
        <QRCodeSVG
          value={enrolment.uri}
          size={QR_SIZE}
          title="QR code for your authenticator app"
        />
      </div>
      <p>
        Can't scan it? Enter this key in the app instead:{' '}
        <Code className="admin-secret">{enrolment.secret}</Code>
      </p>
      <FormGroup label="Verification code" labelFor="two-factor-code">
        <TotpCodeInput id="two-factor-code" code={code} onCodeChange={setCode} />
      </FormGroup>
      <div className="admin-actions">
        <Button
          type="submit"
          intent="primary"
          text="Verify & Enable"
          loading={enable.isPending}
          disabled={code.length !== TOTP_CODE_LENGTH || enable.isPending}
        />
        <Button
          variant="minimal"
          text="Cancel"
          disabled={enable.isPending}
          onClick={() => {
            onCancel()
            cancel.mutate(enrolment.factorId)
          }}
        />
      </div>
    </form>
  )
}
