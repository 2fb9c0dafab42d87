/**
 * Moves focus to the first field of a form marked invalid, so the owner lands on what to fix
 * (and a screen reader reads its problem). Call it once the marks are rendered.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
