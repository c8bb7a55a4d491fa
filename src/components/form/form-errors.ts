import { isApiError } from '@/api/http';

/**
 * The message shown above a form: none when every server message has a field on screen to
 * sit under (spec §5 shows the first message per field there); otherwise the first message of
 * a field the form does not show, or the error's own message (a 429 says when to try again).
 */
export function generalErrorMessage(error: unknown, shownFields: readonly string[]): string | null {
  if (error === null || error === undefined) return null;
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const fields = Object.keys(error.fieldErrors);
  if (error.kind === 'validation' && fields.length > 0) {
    const hidden = fields.find((f) => !shownFields.includes(f));
    return hidden === undefined ? null : (error.fieldErrors[hidden]?.[0] ?? null);
  }
  return error.message;
}

/** Client-side checks first (they stop the call), then the server's first message per field. */
export function fieldMessage(
  clientErrors: Readonly<Record<string, string | undefined>>,
  error: unknown,
  field: string,
): string | undefined {
  const local = clientErrors[field];
  if (local) return local;
  return isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
}
