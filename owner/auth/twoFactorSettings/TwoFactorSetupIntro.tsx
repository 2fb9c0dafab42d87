import { Button, H2 } from '@blueprintjs/core'
import { FIRST_AUTHENTICATOR_NAME, type TotpEnrolment } from '../../../shared/backend/twoFactor.ts'
import { useTotpSetupMutation } from '../../data/auth/useTotpSetupMutation.ts'

/** Two-factor is off: what it is, and 'Setup 2FA', which starts the setup with a new secret. */
export function TwoFactorSetupIntro({
  onStarted,
}: {
  onStarted: (enrolment: TotpEnrolment) => void
}) {
  const setup = useTotpSetupMutation()
  return (
    <>
      <H2 className="admin-card-title">Protect your admin account</H2>
      <p>
        Two-factor authentication asks for a code from an authenticator app on your phone (such as
        Google Authenticator, Microsoft Authenticator or 1Password) every time you sign in, so a
        stolen password alone cannot change your site.
      </p>
      <Button
        intent="primary"
        text="Setup 2FA"
        loading={setup.isPending}
        onClick={() => {
          setup.mutate(FIRST_AUTHENTICATOR_NAME, { onSuccess: onStarted })
        }}
      />
    </>
  )
}
