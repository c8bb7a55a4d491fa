import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../services/app-error';
import { sendError } from './context';

type Issue = { instancePath: string; message?: string | undefined };

/** Zod issues -> spec §8 `errors`: field name -> messages, in request order. */
export function fieldErrors(
  issues: Issue[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || (context === 'querystring' ? 'query' : (context ?? 'body'));
    (errors[field] ??= []).push(issue.message ?? 'This value is not valid.');
  }
  return errors;
}

/**
 * Every failure leaves as the §8 body. Bad input is a 400/422 with `validation_error`, never a
 * 500; only a real fault is a 500, and its details go to the log, not to the client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext);
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
    default:
      return error.message || 'Bad Request';
  }
}
