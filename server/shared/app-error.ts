import type { ErrorCode } from '../../contract/errors';

/**
 * The one error a service throws for an expected failure; the HTTP layer turns it into the
 * spec §8 body. Anything else that escapes a service is a bug and becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = 'You are not signed in or your session has ended.') =>
  new AppError(401, 'unauthorized', message);

export const invalidInput = (field: string, message: string) =>
  new AppError(422, 'validation_error', message, { [field]: [message] });

/** The field errors gathered over a whole input, as one 422 led by the first message. */
export const fieldErrors = (errors: Record<string, string[]>, fallback: string) =>
  new AppError(422, 'validation_error', Object.values(errors)[0]?.[0] ?? fallback, errors);

export const forbidden = (message: string) => new AppError(403, 'forbidden', message);

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

export const userBlocked = () =>
  new AppError(500, 'user_blocked', 'This account is blocked. Contact support to restore access.');
