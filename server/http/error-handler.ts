import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import * as z from 'zod';
import { hasSpanish } from '../shared/translate-messages';
import { AppError } from '../shared/app-error';
import { sendError } from './context';
import { registerInputGuard } from './input-guard';
import { type PortalLanguage, requestLanguage } from './language';

type Issue = {
  instancePath: string;
  keyword?: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
};

/** Zod issues -> spec §8 `errors`: field name -> messages, in request order. */
function fieldErrors(
  issues: Issue[],
  context: string | undefined,
  language: PortalLanguage,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || (context === 'querystring' ? 'query' : (context ?? 'body'));
    (errors[field] ??= []).push(issueMessage(issue, language));
  }
  return errors;
}

const spanishZod = z.locales.es().localeError;

/** A value of the type zod's English message says it received, for its Spanish message. */
const sampleOf: Record<string, unknown> = {
  number: 0,
  string: '',
  boolean: false,
  null: null,
  array: [],
  object: {},
  nan: Number.NaN,
};

/**
 * An issue's message in the language asked for. The contract's own messages are in the
 * catalogue (sendError translates them); any other is zod's default, which zod writes in
 * Spanish itself from the issue. The answer does not carry the input, so what was received
 * is read back from the English message.
 */
export function issueMessage(issue: Issue, language: PortalLanguage): string {
  const message = issue.message ?? 'This value is not valid.';
  if (language === 'en' || !issue.keyword || hasSpanish(message)) return message;
  const received = /received (\w+)$/.exec(message)?.[1];
  const raw = {
    ...issue.params,
    code: issue.keyword,
    path: [],
    input: received === undefined ? undefined : sampleOf[received],
  } as unknown as Parameters<typeof spanishZod>[0];
  const spanish = spanishZod(raw);
  const text = typeof spanish === 'string' ? spanish : spanish?.message;
  return text ?? message;
}

/**
 * A multipart body that ended before its closing boundary, or whose client went away while
 * sending it. The parser's errors carry no status of their own, so without this they would
 * pass for a fault of the server's.
 */
function isBrokenBody(error: { code?: string; message?: string }): boolean {
  if (error.code === 'ECONNRESET' && error.message === 'aborted') return true;
  return /unexpected end of multipart data|^Multipart: Boundary not found/i.test(
    error.message ?? '',
  );
}

/**
 * PostgreSQL's "data exception" errors that only a value can cause: text it cannot read as the
 * column's type (22P02), a number or date out of range (22003, 22007, 22008), bytes that are
 * no text (22021, 22P05), text longer than its column (22001), a value too large for an
 * index (54000). Input is checked before it gets there (the contract's types, the input
 * guard); this is the last line, so a value that slips through is still the client's error.
 */
const valueErrorCodes = new Set([
  '22P02',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P05',
  '22001',
  '54000',
]);

/** The Retry-After of a call refused for want of descriptors or connections, seconds. */
const resourceRetryAfterSeconds = 5;

/**
 * Out of file descriptors (EMFILE, ENFILE) in the process or the database driver, or the
 * database out of connections or memory (PostgreSQL class 53): a 503, never a 500.
 */
export function isOutOfResources(error: { code?: string; syscall?: string }): boolean {
  const code = error.code ?? '';
  return code === 'EMFILE' || code === 'ENFILE' || /^53\d{3}$/.test(code);
}

/**
 * Fastify's own refusals before any route runs (a path whose percent-escapes do not decode):
 * the §8 body like every other answer, not the framework's.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address of the call is not valid.'
      : clientMessage(error);
  void sendError(
    reply,
    new AppError(error.statusCode ?? 400, 'validation_error', message, { path: [message] }),
  );
}

/** The message of that last line: tests look for it to prove no input needs it. */
export const valueRefusedMessage = 'A value in this request cannot be stored or compared.';

/**
 * Every failure leaves as the §8 body. Bad input is a 400/422 with `validation_error`, never a
 * 500; only a real fault is a 500, and its details go to the log, not to the client. The input
 * guard is registered here too: it refuses text no schema should have to think about.
 */
export function registerErrorHandling(app: FastifyInstance) {
  registerInputGuard(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (isBrokenBody(error)) {
      const message = 'The request body ended before it was complete.';
      return sendError(reply, new AppError(400, 'validation_error', message, { body: [message] }));
    }
    if (typeof error.code === 'string' && valueErrorCodes.has(error.code)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendError(
        reply,
        new AppError(422, 'validation_error', valueRefusedMessage, {
          request: [valueRefusedMessage],
        }),
      );
    }
    if (isOutOfResources(error)) {
      // No file descriptor or database connection left: the server is busy, not broken, and
      // the same call will work again in a moment.
      request.log.warn({ err: error }, 'out of resources: request answered 503');
      return sendError(
        reply.header('Retry-After', String(resourceRetryAfterSeconds)),
        new AppError(503, 'service_unavailable', 'The server is busy. Try again in a moment.'),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation,
        error.validationContext,
        requestLanguage(request),
      );
      const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
      return sendError(reply, new AppError(422, 'validation_error', first, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return sendError(reply, new AppError(500, 'server_error', 'Internal Server Error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body too large: the framework's own 4xx.
      const message = clientMessage(error);
      return sendError(
        reply,
        new AppError(status, 'validation_error', message, { body: [message] }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError(500, 'server_error', 'Internal Server Error'));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_MP_PREMATURE_CLOSE':
      return 'The request body ended before it was complete.';
    default:
      return error.message || 'Bad Request';
  }
}
