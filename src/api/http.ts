import type { z } from 'zod';
import { getModuleState, setLoadedModules } from './module-state';
import { toLoadedModules, type LoadedModules } from './modules';
import { getDemoPlan, getStoreToken, getToken, setStoredModules } from './session';
import { defaultAppKey } from '@contract/constants';
import { loadedModulesWire } from '@contract/modules';

// ---------------------------------------------------------------------------------------
// Errors (spec §8)

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
export const errorTitles = {
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
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

function errorFromResponse(status: number, body: unknown, text: string): ApiError {
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

const networkError = (): ApiError =>
  new ApiError({
    kind: 'network',
    status: 0,
    code: null,
    title: errorTitles.network,
    message: errorTitles.network,
  });

const unexpectedResponse = (status: number, text: string, message: string): ApiError =>
  new ApiError({ kind: 'unknown', status, code: null, title: errorTitles.other, message, text });

// ---------------------------------------------------------------------------------------
// Configuration

export type HttpConfig = {
  /** Host part, '' for the page's own origin. */
  baseUrl: string;
  /** Path prefix of the API; also stripped from the path to build the route parameter. */
  apiPrefix: string;
  /** Sent as the application key header. */
  appKey: string;
  /** Called on every 401 except for calls made with skipUnauthorizedHandler. */
  onUnauthorized: (error: ApiError) => void;
  /** Called each time a response carries a valid loaded_modules payload. */
  onModulesLoaded: (modules: LoadedModules) => void;
  /** Demo mode decides whether demo_plan is sent; defaults to the module state's is_demo. */
  isDemo: () => boolean;
};

const envAppKey: unknown = import.meta.env.VITE_APP_KEY;
const configuredAppKey =
  typeof envAppKey === 'string' && envAppKey !== '' ? envAppKey : defaultAppKey;

const defaultConfig = (): HttpConfig => ({
  baseUrl: '',
  apiPrefix: '/api',
  appKey: configuredAppKey,
  onUnauthorized: () => {},
  onModulesLoaded: () => {},
  isDemo: () => getModuleState().isDemo,
});

let config: HttpConfig = defaultConfig();

export function configureHttp(partial: Partial<HttpConfig>): void {
  const defined = Object.fromEntries(
    Object.entries(partial).filter(([, v]) => v !== undefined),
  ) as Partial<HttpConfig>;
  config = { ...config, ...defined };
}

/** Back to the defaults (tests). */
export function resetHttpConfig(): void {
  config = defaultConfig();
}

/** Header names (spec §7 "Common to all calls"). */
export const headerNames = {
  accept: 'Accept',
  contentType: 'Content-Type',
  appKey: 'api-key',
  webRequest: 'X-Web-Request',
  authorization: 'Authorization',
  storeToken: 'Store-Token',
  secondToken: 'Second-Token',
} as const;

// ---------------------------------------------------------------------------------------
// Query strings

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

const encodeValue = (v: string | number | boolean): string =>
  encodeURIComponent(typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

// Brackets stay literal so the names read as the spec writes them (payout_status[]).
const encodeKey = (k: string): string =>
  encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']');

const isPresent = (v: unknown): v is string | number | boolean =>
  v !== undefined && v !== null && v !== '';

/**
 * Serialises query parameters, skipping undefined, null and '' (also inside lists).
 * - `key[]`: repeated, `key[]=a&key[]=b` (spec: payout_status[]).
 * - `key[i]`: indexed, `key[0]=a&key[1]=b` (spec: transaction_key[i], bonus_type[i]).
 * - a plain key with a list: repeated as is, `key=a&key=b`.
 * Booleans travel as 1 and 0.
 */
export function toQueryString(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = (Array.isArray(raw) ? raw : [raw]).filter(isPresent);
    if (key.endsWith('[i]')) {
      const base = encodeKey(key.slice(0, -3));
      values.forEach((v, i) => parts.push(`${base}[${i}]=${encodeValue(v)}`));
    } else {
      const name = encodeKey(key);
      for (const v of values) parts.push(`${name}=${encodeValue(v)}`);
    }
  }
  return parts.join('&');
}

// ---------------------------------------------------------------------------------------
// Requests

export type RequestOptions<T = unknown> = {
  query?: QueryParams;
  /** Validates (and types) a successful response body. */
  schema?: z.ZodType<T>;
  /** Send the bearer token when one is stored (default true). */
  auth?: boolean;
  /** Store-scoped call: also send the store token. */
  store?: boolean;
  /** An optional second token header. */
  secondToken?: string;
  /** For the login and auth-check calls, whose 401 is an answer, not a lost session. */
  skipUnauthorizedHandler?: boolean;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function normalisedPrefix(): string {
  const p = config.apiPrefix.replace(/\/+$/, '');
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
  const demoPlan = config.isDemo() ? getDemoPlan() : null;
  const query = toQueryString({
    ...options.query,
    route,
    demo_plan: demoPlan,
    load_modules: askModules ? '1' : undefined,
  });
  const search = [inlineQuery, query].filter((s) => s !== '').join('&');
  return `${config.baseUrl}${fullPath}${search === '' ? '' : `?${search}`}`;
}

function buildHeaders(options: RequestOptions<unknown>, jsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { [headerNames.accept]: 'application/json' };
  if (jsonBody) headers[headerNames.contentType] = 'application/json';
  headers[headerNames.appKey] = config.appKey;
  headers[headerNames.webRequest] = '1';
  const token = options.auth === false ? null : getToken();
  if (token) headers[headerNames.authorization] = `Bearer ${token}`;
  const storeToken = options.store ? getStoreToken() : null;
  if (storeToken) headers[headerNames.storeToken] = storeToken;
  if (options.secondToken) headers[headerNames.secondToken] = options.secondToken;
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

/** Any response, success or error, may carry the bootstrap payload (spec §7, §8). */
function absorbModules(body: unknown): void {
  if (!isRecord(body) || body.loaded_modules === undefined || body.loaded_modules === null) return;
  const parsed = loadedModulesWire.safeParse(body.loaded_modules);
  // An invalid payload is ignored: modules stay not loaded, so the next GET asks again.
  if (!parsed.success) return;
  setStoredModules(parsed.data);
  const modules = toLoadedModules(parsed.data);
  setLoadedModules(modules);
  config.onModulesLoaded(modules);
}

const NOT_JSON = Symbol('not-json');

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

async function send(
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

async function readText(response: Response, options: RequestOptions<unknown>): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

function fail(
  status: number,
  body: unknown,
  text: string,
  options: RequestOptions<unknown>,
): never {
  const error = errorFromResponse(status, body === NOT_JSON ? undefined : body, text);
  if (error.kind === 'unauthorized' && !options.skipUnauthorizedHandler) {
    config.onUnauthorized(error);
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
  if (error.kind === 'unauthorized') config.onUnauthorized(error);
  return error;
}

const isSuccess = (status: number): boolean => status === 200 || status === 201;

async function request<T>(
  method: Method,
  path: string,
  body: BodyInit | undefined,
  jsonBody: boolean,
  options: RequestOptions<T> = {},
): Promise<T> {
  const askModules = method === 'GET' && !getModuleState().loaded;
  const response = await send(method, path, body, jsonBody, options, askModules);
  const text = await readText(response, options);
  const parsed = parseJson(text);
  if (parsed !== NOT_JSON) absorbModules(parsed);

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
  const checked = options.schema.safeParse(data);
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

function lastPathSegment(path: string): string {
  const pathPart = path.split('?', 1)[0] ?? '';
  const segment =
    pathPart
      .split('/')
      .filter((s) => s !== '')
      .pop() ?? 'download';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Long enough for every browser to have started reading the blob before it is released.
const revokeDelayMs = 10_000;

/**
 * File download (spec §7): a GET read as a blob and saved under `filename`, or else the
 * last path segment. It never asks for load_modules: a file body cannot carry them.
 */
export async function download(
  path: string,
  filename?: string,
  options: Omit<RequestOptions<never>, 'schema'> = {},
): Promise<void> {
  const response = await send('GET', path, undefined, false, options, false);
  if (!isSuccess(response.status)) {
    const text = await readText(response, options);
    const parsed = parseJson(text);
    if (parsed !== NOT_JSON) absorbModules(parsed);
    fail(response.status, parsed, text, options);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename || lastPathSegment(path);
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
}
