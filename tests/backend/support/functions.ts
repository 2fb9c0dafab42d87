import { FunctionsHttpError } from '@supabase/supabase-js'
import type { BackendClient } from '../../../shared/backend/client.ts'

export interface FunctionAnswer {
  status: number
  body: Record<string, unknown> | null
}

/** Calls an Edge Function as the client would, and reads the answer whatever its status. */
export async function invokeFunction(
  client: BackendClient,
  name: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<FunctionAnswer> {
  const result = await client.functions.invoke<Record<string, unknown>>(name, { body, headers })
  const error: unknown = result.error
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  if (error instanceof Error) throw error
  return { status: 200, body: result.data }
}
