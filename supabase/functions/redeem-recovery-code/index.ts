import { readEnvironment } from '../_shared/environment.ts'
import { createRedeemRecoveryCode } from '../_shared/redeem-recovery-code.ts'

const env = readEnvironment((name) => Deno.env.get(name))

Deno.serve(createRedeemRecoveryCode({ env }))
