import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'

/** Answers from the person at the terminal, or line by line from piped input. */
export interface Prompter {
  /** Whether a person answers at a terminal (not piped input), who can be asked to choose. */
  readonly interactive: boolean
  ask(question: string): Promise<string>
  /** Asks without showing what is typed (a password). */
  askHidden(question: string): Promise<string>
  close(): void
}

export function terminalPrompter(): Prompter {
  let muted = false
  // The terminal echoes what is typed through this; a hidden answer is not echoed.
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk)
      done()
    },
  })
  const lines = createInterface({
    input: process.stdin,
    output: echo,
    terminal: process.stdin.isTTY,
  })
  // Piped lines may arrive before they are asked for: they wait here.
  const waiting: string[] = []
  const askers: ((line: string | null) => void)[] = []
  let closed = false
  lines.on('line', (line) => {
    const asker = askers.shift()
    if (asker) asker(line)
    else waiting.push(line)
  })
  lines.on('close', () => {
    closed = true
    for (const asker of askers.splice(0)) asker(null)
  })

  const ask = async (question: string, hidden: boolean): Promise<string> => {
    process.stderr.write(question)
    muted = hidden
    const line =
      waiting.shift() ??
      (closed ? null : await new Promise<string | null>((resolve) => askers.push(resolve)))
    muted = false
    if (hidden) process.stderr.write('\n')
    if (line === null) throw new Error('No answer was given (the input ended)')
    return line.trim()
  }
  return {
    interactive: process.stdin.isTTY,
    ask: (question) => ask(question, false),
    askHidden: (question) => ask(question, true),
    close: () => {
      lines.close()
    },
  }
}
