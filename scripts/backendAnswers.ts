/** Whether a backend answers at this address (its Auth health check), within two seconds. */
export async function backendAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}
