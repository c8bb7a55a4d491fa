/**
 * The flag a field's own control carries while its error shows (WCAG 3.3.1, 4.1.2). Joy's
 * FormControl already points the control's aria-describedby at the message under it; with
 * aria-invalid too, a screen reader says the field is wrong and reads the message with it.
 * Joy puts unknown props on the field's wrapper, so this goes through the slot that renders
 * the control (input, textarea, button).
 */
export const invalidProps = (error: string | undefined | null) =>
  error ? ({ 'aria-invalid': true } as const) : {};
