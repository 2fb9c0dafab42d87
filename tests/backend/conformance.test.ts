import { describe } from 'vitest'
import { conformanceApi } from './conformance/api.ts'
import { describeFunctions } from './conformance/functions.ts'
import { describeReading } from './conformance/reading.ts'
import { describeWriting } from './conformance/writing.ts'
import { backendTarget } from './support/target.ts'

/**
 * PostgREST's documented behaviour, request by request, for the part of its grammar the
 * product's contract lists (supabase/local/contract.ts): each request gets the status, body,
 * Content-Range and error code PostgREST documents. It runs on the product's own tables, with
 * rows it writes and removes itself, so it needs nothing set up on a hosted project. (What the
 * contract leaves out is refused: contract-refusals.test.ts.)
 */

const target = backendTarget()
const send = conformanceApi(target)

describe('PostgREST conformance', () => {
  describeReading(send)
  describeWriting(send)
  describeFunctions(send, target)
})
