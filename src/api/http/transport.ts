// Answers are checked through the Standard Schema interface (`~standard`) every zod schema
// has, so this client takes zod's full API and zod/mini alike and imports no zod code: the
// sign-in screen ships zod/mini only (docs/decisions/026-sign-in-bundle.md).
import type { $ZodType } from 'zod/v4/core';
import { toLoadedModules } from '@/api/modules';
import { getModuleState, setLoadedModules } from '@/session/module-state';
import { tick } from '@/session/copy-clock';
import { getDemoPlan, getStoreToken, getToken, setStoredModules } from '@/session/storage';
import { loadedModulesWire } from '@contract/modules';
import { headerNames, httpConfig } from './config';
import type { ApiError } from './errors';
import { errorFromResponse, isRecord, networkError, unexpectedResponse } from './errors';
import { isPresent, toQueryString, type QueryParams, type QueryScalar } from './query';

export type RequestOptions<T = unknown> = {
  query?: QueryParams;
  /** Validates (and types) a successful response body. */
  schema?: $ZodType<T>;
  /** Send the bearer token when one is stored (default true). */
  auth?: boolean;
  /** Store-scoped call: also send the store token. */
  store?: boolean;
  /** An optional second token header. */
  secondToken?: string;
  /** For the login and auth-check calls, whose 401 is an answer, not a lost session. */
  skipUnauthorizedHandler?: boolean;
  signal?: AbortSignal;
  /** A money-moving call's key for one user action (see actionKeys): sent as Idempotency-Key. */
  idempotencyKey?: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function normalisedPrefix(): string {
  const p = httpConfig().apiPrefix.replace(/\/+$/, '');
  return p === '' || p.startsWith('/') ? p : `/${p}`;
}

/** Callers write the spec's paths ('/api/home/dashboard'); a path without the prefix gets it. */
function resolvePath(path: string): { fullPath: string; route: string } {
  const p = path.startsWith('/') ? path : `/${path}`;
  const prefix = normalisedPrefix();
  const underPrefix = prefix === '' || p === prefix || p.startsWith(`${prefix}/`);
  const fullPath = underPrefix ? p : `${prefix}${p}`;
  const route = fullPath.slice(prefix.length).replace(/^\/+/, '');
  return { fullPath, route };
}

function buildUrl(path: string, options: RequestOptions<unknown>, askModules: boolean): string {
  const [pathPart = '', inlineQuery = ''] = path.split('?', 2);
  const { fullPath, route } = resolvePath(pathPart);
  const demoPlan = httpConfig().isDemo() ? getDemoPlan() : null;
  const query = toQueryString({
    ...options.query,
    route,
    demo_plan: demoPlan,
    load_modules: askModules ? '1' : undefined,
  });
  const search = [inlineQuery, query].filter((s) => s !== '').join('&');
  return `${httpConfig().baseUrl}${fullPath}${search === '' ? '' : `?${search}`}`;
}

function buildHeaders(options: RequestOptions<unknown>, jsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { [headerNames.accept]: 'application/json' };
  if (jsonBody) headers[headerNames.contentType] = 'application/json';
  headers[headerNames.appKey] = httpConfig().appKey;
  headers[headerNames.webRequest] = '1';
  const language = httpConfig().language();
  if (language) headers[headerNames.acceptLanguage] = language;
  const token = options.auth === false ? null : getToken();
  if (token) headers[headerNames.authorization] = `Bearer ${token}`;
  const storeToken = options.store ? getStoreToken() : null;
  if (storeToken) headers[headerNames.storeToken] = storeToken;
  if (options.secondToken) headers[headerNames.secondToken] = options.secondToken;
  if (options.idempotencyKey) headers[headerNames.idempotencyKey] = options.idempotencyKey;
  return headers;
}

/**
 * The absolute URL and the headers a GET would carry, for a caller that must fetch the
 * answer itself: the genealogy worker parses a possibly huge answer off the main thread.
 */
export function getRequestFor(
  path: string,
  options: RequestOptions<unknown> = {},
): { url: string; headers: Record<string, string> } {
  const url = new URL(buildUrl(path, options, false), globalThis.location?.href).href;
  return { url, headers: buildHeaders(options, false) };
}

type Checked<T> = { success: true; data: T } | { success: false };

/** A schema's verdict; wire schemas are synchronous (no async refinements on answers). */
function check<T>(schema: $ZodType<T>, value: unknown): Checked<T> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('An answer schema must not be asynchronous.');
  return result.issues ? { success: false } : { success: true, data: result.value };
}

/**
 * Any response, success or error, may carry the bootstrap payload (spec §7, §8). `sentAt`
 * is the clock's moment when its request left (copy-clock): the member in it is that old.
 */
export function absorbModules(body: unknown, sentAt: number): void {
  if (!isRecord(body) || body.loaded_modules === undefined || body.loaded_modules === null) return;
  const parsed = check(loadedModulesWire, body.loaded_modules);
  // An invalid payload is ignored: modules stay not loaded, so the next GET asks again.
  if (!parsed.success) return;
  setStoredModules(parsed.data);
  const modules = toLoadedModules(parsed.data);
  setLoadedModules(modules);
  httpConfig().onModulesLoaded(modules, sentAt);
}

export const NOT_JSON = Symbol('not-json');

export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

export async function send(
  method: Method,
  path: string,
  body: BodyInit | undefined,
  jsonBody: boolean,
  options: RequestOptions<unknown>,
  askModules: boolean,
): Promise<Response> {
  const url = buildUrl(path, options, askModules);
  const init: RequestInit = { method, headers: new Headers(buildHeaders(options, jsonBody)) };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  try {
    return await fetch(url, init);
  } catch (error) {
    // A cancelled call is not a network failure; let the caller (React Query) see the abort.
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

export async function readText(
  response: Response,
  options: RequestOptions<unknown>,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

export function fail(
  status: number,
  body: unknown,
  text: string,
  options: RequestOptions<unknown>,
): never {
  const error = errorFromResponse(status, body === NOT_JSON ? undefined : body, text);
  if (error.kind === 'unauthorized' && !options.skipUnauthorizedHandler) {
    httpConfig().onUnauthorized(error);
  }
  throw error;
}

/**
 * An error answer that reached the app without `request` (the genealogy worker fetches for
 * itself): the same ApiError `get` raises for it, and a 401 goes to `onUnauthorized` the
 * same way. Status 0 means no answer came (a network failure).
 */
export function apiErrorFromWire(status: number, body: unknown, text = ''): ApiError {
  const error = status === 0 ? networkError() : errorFromResponse(status, body, text);
  if (error.kind === 'unauthorized') httpConfig().onUnauthorized(error);
  return error;
}

export const isSuccess = (status: number): boolean => status === 200 || status === 201;

async function request<T>(
  method: Method,
  path: string,
  body: BodyInit | undefined,
  jsonBody: boolean,
  options: RequestOptions<T> = {},
): Promise<T> {
  const askModules = method === 'GET' && !getModuleState().loaded;
  const sentAt = tick();
  const response = await send(method, path, body, jsonBody, options, askModules);
  const text = await readText(response, options);
  const parsed = parseJson(text);
  if (parsed !== NOT_JSON) absorbModules(parsed, sentAt);

  if (!isSuccess(response.status)) fail(response.status, parsed, text, options);
  if (parsed === NOT_JSON) {
    throw unexpectedResponse(
      response.status,
      text,
      'The server answered with something other than JSON.',
    );
  }
  // Spec §7 logout "returns data or an empty object": an empty success body reads as {}.
  const data = parsed === undefined ? {} : parsed;
  if (!options.schema) return data as T;
  const checked = check(options.schema, data);
  if (!checked.success) {
    throw unexpectedResponse(
      response.status,
      text,
      'The server response did not have the expected shape.',
    );
  }
  return checked.data;
}

const jsonBodyOf = (body: unknown): BodyInit | undefined =>
  body === undefined ? undefined : JSON.stringify(body);

export const get = <T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> =>
  request<T>('GET', path, undefined, false, options);

export const post = <T = unknown>(
  path: string,
  body?: unknown,
  options?: RequestOptions<T>,
): Promise<T> => request<T>('POST', path, jsonBodyOf(body), body !== undefined, options);

export const put = <T = unknown>(
  path: string,
  body?: unknown,
  options?: RequestOptions<T>,
): Promise<T> => request<T>('PUT', path, jsonBodyOf(body), body !== undefined, options);

export const del = <T = unknown>(
  path: string,
  body?: unknown,
  options?: RequestOptions<T>,
): Promise<T> => request<T>('DELETE', path, jsonBodyOf(body), body !== undefined, options);

export type MultipartFiles = Record<string, Blob | readonly Blob[]>;
export type MultipartFields = Record<string, QueryScalar>;

/** Multipart POST (spec §7): the browser sets Content-Type with its boundary. */
export function postMultipart<T = unknown>(
  path: string,
  files: MultipartFiles,
  fields: MultipartFields = {},
  options?: RequestOptions<T>,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (isPresent(value))
      form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  for (const [name, value] of Object.entries(files)) {
    const list: readonly Blob[] = value instanceof Blob ? [value] : value;
    for (const file of list) {
      if (file instanceof File) form.append(name, file, file.name);
      else form.append(name, file);
    }
  }
  return request<T>('POST', path, form, false, options);
}

/**
 * Multipart POST that reports upload progress (0..1 of the body's bytes), for file uploads
 * whose progress the member watches. fetch cannot report request-body progress, so this one
 * call uses XMLHttpRequest; the URL, headers, errors and response checks are `request`'s.
 */
export function postMultipartWithProgress<T = unknown>(
  path: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = buildUrl(path, options, false);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const sentAt = tick();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(buildHeaders(options, false)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      try {
        const text = xhr.responseText;
        const parsed = parseJson(text);
        if (parsed !== NOT_JSON) absorbModules(parsed, sentAt);
        if (!isSuccess(xhr.status)) fail(xhr.status, parsed, text, options);
        if (parsed === NOT_JSON)
          throw unexpectedResponse(
            xhr.status,
            text,
            'The server answered with something other than JSON.',
          );
        const checked = options.schema ? check(options.schema, parsed) : null;
        if (checked && !checked.success)
          throw unexpectedResponse(
            xhr.status,
            text,
            'The server response did not have the expected shape.',
          );
        resolve((checked ? checked.data : parsed) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(form);
  });
}
