import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error';

/**
 * Text the database cannot store or that is no text at all never gets past the door: a NUL
 * character (PostgreSQL text cannot hold one), a UTF-16 surrogate without its partner (no
 * character; UTF-8 cannot encode it), and in a URL any percent-encoding that is not valid
 * UTF-8. One check, before any schema runs, on every string the server accepts: the path, the
 * query and every key and value of a JSON body. Multipart fields and file names are read in
 * multipart-form.ts and checked there with the same function.
 */

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const nulMessage = 'Remove the NUL character: text cannot contain it.';
const brokenTextMessage = 'This text is not valid Unicode (UTF-8).';

/** Why a string cannot be accepted as text, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return nulMessage;
  if (loneSurrogate.test(text)) return brokenTextMessage;
  return null;
}

const invalid = (field: string, message: string) =>
  new AppError(422, 'validation_error', message, { [field]: [message] });

const utf8 = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/**
 * One percent-encoded URL component as text, or the reason it is none: a `%` without two hex
 * digits after it, bytes that are not UTF-8 (an encoded surrogate, an overlong form), a NUL.
 */
export function decodeUrlComponent(
  raw: string,
  plusIsSpace: boolean,
): { text: string } | { problem: string } {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c === '%') {
      const hex = raw.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex))
        return { problem: 'This value is not properly percent-encoded.' };
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (c === '+' && plusIsSpace) bytes.push(0x20);
    else bytes.push(...encoder.encode(c));
  }
  let text: string;
  try {
    text = utf8.decode(new Uint8Array(bytes));
  } catch {
    return { problem: brokenTextMessage };
  }
  const problem = textProblem(text);
  return problem ? { problem } : { text };
}

/** The name a path segment has in the route (`:id` -> id), or `path` when it is fixed text. */
function segmentName(request: FastifyRequest, index: number): string {
  const pattern = request.routeOptions.url?.split('/')[index];
  return pattern?.startsWith(':') ? pattern.slice(1).replace(/[^\w].*$/, '') : 'path';
}

/** The first problem in the raw request target, named by its parameter. */
export function checkRawUrl(request: FastifyRequest): void {
  const [path = '', query = ''] = splitOnce(request.url, '?');
  path.split('/').forEach((segment, index) => {
    const decoded = decodeUrlComponent(segment, false);
    if ('problem' in decoded) throw invalid(segmentName(request, index), decoded.problem);
  });
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const [rawKey = '', rawValue = ''] = splitOnce(pair, '=');
    const key = decodeUrlComponent(rawKey, true);
    if ('problem' in key) throw invalid('query', key.problem);
    const value = decodeUrlComponent(rawValue, true);
    if ('problem' in value) throw invalid(key.text, value.problem);
  }
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * The first key or string in a parsed JSON value that is no text, named by its path. Walks with
 * its own stack, not by recursion: a body may nest arrays tens of thousands deep.
 */
export function checkJsonValue(root: unknown): void {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const here = path || 'body';
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) throw invalid(here, problem);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], path: at(path, i) });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        // The key itself is not echoed back: it is the broken text.
        const problem = textProblem(key);
        if (problem) throw invalid(here, `A field name here: ${problem}`);
      }
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], path: at(path, entries[i]![0]) });
    }
  }
}

/**
 * Registers the guard for every route. preValidation runs after the route policy has checked
 * the token (onRequest) and the body has been parsed, and before any schema or handler, so a
 * call without a token still gets its 401 first.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    checkRawUrl(request);
    // A multipart body is read as a stream by its route (multipart-form.ts), never parsed here.
    if (request.body !== undefined) checkJsonValue(request.body);
  });
}
