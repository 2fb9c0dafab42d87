/**
 * A CSV document (RFC 4180, CRLF line ends). Cells that a spreadsheet would run as a formula
 * are prefixed with a quote, so an exported address can never execute there.
 */
export function toCsv(rows: readonly (readonly (string | null)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function csvCell(value: string | null): string {
  const text = value ?? ''
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
