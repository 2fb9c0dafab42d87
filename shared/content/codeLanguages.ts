/**
 * The languages a code block can be labelled with: the editor offers these, and the post page
 * shows the label (nothing highlights the code). 'plain' is a code block without a label.
 */
export const CODE_LANGUAGES = [
  { value: 'plain', label: 'Code' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'python', label: 'Python' },
  { value: 'shell', label: 'Shell' },
  { value: 'html', label: 'HTML' },
  { value: 'css', label: 'CSS' },
  { value: 'json', label: 'JSON' },
  { value: 'sql', label: 'SQL' },
  { value: 'yaml', label: 'YAML' },
] as const

/** A language label as stored on a `<pre>`: short, lower-case letters, digits, `+`, `#`, `-`. */
export const CODE_LANGUAGE = /^[a-z0-9+#-]{1,20}$/
