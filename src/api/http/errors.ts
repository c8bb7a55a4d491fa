// The spec §8 error catalogue: every failed call becomes one ApiError of a known kind.

export type ApiErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'bad_request'
  | 'server'
  | 'demo_blocked'
  | 'user_blocked'
  | 'unknown'
  | 'network'
  | 'rate_limited';

/** Spec §8 titles, by status; any other status is 'Unknown Api Error'. */
const errorTitles = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  other: 'Unknown Api Error',
  network: 'Network Connection Failed',
} as const;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The body's error_code, when it had one. */
  readonly code: string | null;
  readonly title: string;
  /** Field name -> messages (the body's `errors`); empty when none came. */
  readonly fieldErrors: Record<string, string[]>;
  /** The response body as text (spec §8); '' when there was no response. */
  readonly text: string;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: string | null;
    title: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
    text?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.fieldErrors = init.fieldErrors ?? {};
    this.text = init.text ?? '';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Spec §5: the first message per field is the one shown. */
export function firstFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors[field]?.[0];
}

function titleFor(status: number): string {
  switch (status) {
    case 400:
    case 401:
    case 403:
    case 404:
    case 500:
      return errorTitles[status];
    default:
      return errorTitles.other;
  }
}

function kindFor(status: number, code: string | null): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (code === 'validation_error' && status >= 400 && status < 500) return 'validation';
  switch (status) {
    case 400:
      return 'bad_request';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 429:
      return 'rate_limited';
    case 500:
      if (code === 'demo_blocked') return 'demo_blocked';
      if (code === 'user_blocked') return 'user_blocked';
      return 'server';
    default:
      return status >= 500 ? 'server' : 'unknown';
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// Read leniently: a half-formed error body should still give its message and field errors.
function fieldErrorsOf(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === 'string');
    if (texts.length > 0) out[field] = texts;
  }
  return out;
}

export function errorFromResponse(status: number, body: unknown, text: string): ApiError {
  const code = isRecord(body) && typeof body.error_code === 'string' ? body.error_code : null;
  const title = titleFor(status);
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : title;
  return new ApiError({
    kind: kindFor(status, code),
    status,
    code,
    title,
    message,
    fieldErrors: isRecord(body) ? fieldErrorsOf(body.errors) : {},
    text,
  });
}

export const networkError = (): ApiError =>
  new ApiError({
    kind: 'network',
    status: 0,
    code: null,
    title: errorTitles.network,
    message: errorTitles.network,
  });

export const unexpectedResponse = (status: number, text: string, message: string): ApiError =>
  new ApiError({ kind: 'unknown', status, code: null, title: errorTitles.other, message, text });
