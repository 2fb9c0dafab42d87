import { AdminPageHeader } from '../ui/AdminPageHeader.tsx'
import { PasswordCard } from './account/PasswordCard.tsx'
import { SessionsCard } from './account/SessionsCard.tsx'

/** /account-security: where the owner is signed in, and the password. */
export function AccountSecurityScreen() {
  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Sessions & Password"
        subtitle="Who is signed in to your admin account, and how."
      />
      <SessionsCard />
      <PasswordCard />
    </div>
  )
}
