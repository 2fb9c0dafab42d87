/** The site's email address as a mail link, on one line: an address never breaks mid-way. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a className="no-break" href={`mailto:${address}`}>
      {address}
    </a>
  )
}
