import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  configureHttp,
  del,
  download,
  firstFieldError,
  get,
  isApiError,
  post,
  postMultipart,
  put,
  resetHttpConfig,
  toQueryString,
} from '.';
import { getModuleState, resetModuleState } from '@/session/module-state';
import { storageKeys } from '@/session/storage';
import type { LoadedModulesWire } from '@contract/modules';

const modulesFlags = {
  compensation_plan: 'binary',
  intro_video_url: null,
  android_app_link: null,
  ios_app_link: null,
  package: true,
  joining_fee: false,
  direct_bonus: true,
  unilevel_bonus: false,
  repurchase_bonus: false,
  roi_bonus: false,
  pool_bonus: false,
  payout_request: true,
  money_transfer: false,
  wallet_management: true,
  dynamic_link: false,
  cloud_messaging: false,
  intro_video: false,
  support_message: true,
  android_app: false,
  ios_app: false,
  ticketing_system: false,
  manual_sales: true,
  business_volume: true,
  upgrade: false,
  autoship: false,
  rank: true,
  onboarding: false,
  language: true,
  currency: true,
  store: false,
  passcode: false,
  stories: true,
  events: true,
  kyc: true,
  crm: false,
  replica: false,
  lcp: false,
} as const;

function loadedModules(overrides: Partial<LoadedModulesWire> = {}): LoadedModulesWire {
  return {
    company: {
      name: 'Acme',
      support_email: null,
      email: 'info@acme.test',
      phone: null,
      logo: null,
      logo_small: null,
    },
    modules: { ...modulesFlags },
    default_language: 'en',
    default_currency: {
      id: 1,
      name: 'US Dollar',
      code: 'USD',
      symbol: '$',
      symbol_position: 'L',
      decimal_place: 2,
      value: 1,
    },
    currencies: [],
    languages: [],
    date_format: 'M d, Y',
    default_country: null,
    user: null,
    store_settings: {
      default_store: null,
      stock_status: false,
      vendor_status: false,
      guest_checkout: false,
      store_name: null,
    },
    stores: [],
    customer_token: null,
    is_demo: false,
    is_master_demo: false,
    demo_info: null,
    default_store_id: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

function respondWith(...responses: (Response | (() => Response | Promise<Response>))[]): void {
  for (const r of responses) {
    fetchMock.mockImplementationOnce(async () => (typeof r === 'function' ? r() : r));
  }
}

function call(index = 0): { url: URL; init: RequestInit; headers: Headers } {
  const args = fetchMock.mock.calls[index] as [string, RequestInit];
  return {
    url: new URL(args[0], 'http://localhost'),
    init: args[1],
    headers: args[1].headers as Headers,
  };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  localStorage.clear();
  resetModuleState();
  resetHttpConfig();
  fetchMock = vi.fn(async () => json(200, {}));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('common headers', () => {
  it('sends Accept JSON, the application key and the web-request marker on every call', async () => {
    await get('/api/home/dashboard');
    const { headers } = call();
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('api-key')).toBe('member-portal-web');
    expect(headers.get('X-Web-Request')).toBe('1');
  });

  it('sends the language the portal is read in as Accept-Language on every call', async () => {
    document.documentElement.lang = 'es';
    await get('/api/home/dashboard');
    await post('/api/auth/login', { username: 'demo', password: 'x' });
    expect(call(0).headers.get('Accept-Language')).toBe('es');
    expect(call(1).headers.get('Accept-Language')).toBe('es');
    document.documentElement.lang = 'en';
    await get('/api/home/dashboard');
    expect(call(2).headers.get('Accept-Language')).toBe('en');
    configureHttp({ language: () => null });
    await get('/api/home/dashboard');
    expect(call(3).headers.get('Accept-Language')).toBeNull();
  });

  it('sends the configured application key', async () => {
    configureHttp({ appKey: 'company-key' });
    await post('/api/auth/logout');
    expect(call().headers.get('api-key')).toBe('company-key');
  });

  it('sends Content-Type JSON and a JSON body only when there is a body', async () => {
    await post('/api/payout/request_payout', { amount: '10', password: 'x' });
    await post('/api/auth/logout');
    await get('/api/home/dashboard');
    expect(call(0).headers.get('Content-Type')).toBe('application/json');
    expect(call(0).init.body).toBe('{"amount":"10","password":"x"}');
    expect(call(1).headers.get('Content-Type')).toBeNull();
    expect(call(1).init.body).toBeUndefined();
    expect(call(2).headers.get('Content-Type')).toBeNull();
  });

  it('sends the bearer token only when one is stored', async () => {
    await get('/api/home/dashboard');
    localStorage.setItem(storageKeys.authToken, 'tok-1');
    await get('/api/home/dashboard');
    expect(call(0).headers.get('Authorization')).toBeNull();
    expect(call(1).headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('leaves the bearer token out when the call asks for no auth', async () => {
    localStorage.setItem(storageKeys.authToken, 'tok-1');
    await post('/api/auth/login', { login_using: 'username' }, { auth: false });
    expect(call().headers.get('Authorization')).toBeNull();
  });

  it('sends the store token only on store-scoped calls', async () => {
    localStorage.setItem(storageKeys.storeToken, 'store-tok');
    await get('/api/orders/recent_orders');
    await get('/api/orders/recent_orders', { store: true });
    expect(call(0).headers.get('Store-Token')).toBeNull();
    expect(call(1).headers.get('Store-Token')).toBe('store-tok');
  });

  it('sends no store token header on a store call when none is stored', async () => {
    await del('/api/users', { password: 'x' }, { store: true });
    expect(call().headers.get('Store-Token')).toBeNull();
  });

  it('sends the optional second token header only when given', async () => {
    await get('/api/home/dashboard');
    await get('/api/home/dashboard', { secondToken: 'second' });
    expect(call(0).headers.get('Second-Token')).toBeNull();
    expect(call(1).headers.get('Second-Token')).toBe('second');
  });

  it('sends the Idempotency-Key header only when given', async () => {
    await post('/api/payout/request_payout', {});
    await post('/api/payout/request_payout', {}, { idempotencyKey: 'key-1' });
    expect(call(0).headers.get('Idempotency-Key')).toBeNull();
    expect(call(1).headers.get('Idempotency-Key')).toBe('key-1');
  });
});

describe('route and common query parameters', () => {
  it('adds route built from the path without the api prefix', async () => {
    await get('/api/home/dashboard');
    const { url } = call();
    expect(url.pathname).toBe('/api/home/dashboard');
    expect(url.searchParams.get('route')).toBe('home/dashboard');
  });

  it('adds route on every verb', async () => {
    await post('/api/auth/logout');
    await put('/api/account/basic', { first_name: 'A' });
    await del('/api/users', { password: 'p' });
    for (const i of [0, 1, 2]) expect(call(i).url.searchParams.get('route')).not.toBeNull();
    expect(call(0).url.searchParams.get('route')).toBe('auth/logout');
    expect(call(2).url.searchParams.get('route')).toBe('users');
  });

  it('puts a path written without the prefix under the prefix', async () => {
    await del('/referrals/delete_kyc/7');
    expect(call().url.pathname).toBe('/api/referrals/delete_kyc/7');
    expect(call().url.searchParams.get('route')).toBe('referrals/delete_kyc/7');
  });

  it('uses the configured host and path prefix', async () => {
    configureHttp({ baseUrl: 'https://api.example.test', apiPrefix: '/v2' });
    await get('/v2/network/genealogy/5');
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url.startsWith('https://api.example.test/v2/network/genealogy/5?')).toBe(true);
    expect(call().url.searchParams.get('route')).toBe('network/genealogy/5');
  });

  it('keeps the caller query next to the common parameters', async () => {
    await get('/api/network/downline_report', { query: { page: 2, username: 'ann', sort: 'asc' } });
    const { searchParams } = call().url;
    expect(searchParams.get('page')).toBe('2');
    expect(searchParams.get('username')).toBe('ann');
    expect(searchParams.get('sort')).toBe('asc');
    expect(searchParams.get('route')).toBe('network/downline_report');
  });

  it('adds demo_plan in demo mode when one is stored', async () => {
    configureHttp({ isDemo: () => true });
    localStorage.setItem(storageKeys.demoPlan, 'matrix');
    await get('/api/home/dashboard');
    await post('/api/auth/logout');
    expect(call(0).url.searchParams.get('demo_plan')).toBe('matrix');
    expect(call(1).url.searchParams.get('demo_plan')).toBe('matrix');
  });

  it('leaves demo_plan out in demo mode when none is stored', async () => {
    configureHttp({ isDemo: () => true });
    await get('/api/home/dashboard');
    expect(call().url.searchParams.has('demo_plan')).toBe(false);
  });

  it('leaves demo_plan out once the company is known not to be in demo mode', async () => {
    localStorage.setItem(storageKeys.demoPlan, 'matrix');
    respondWith(json(200, { loaded_modules: loadedModules({ is_demo: false }) }));
    await get('/api/home/dashboard');
    await get('/api/home/dashboard');
    expect(call(1).url.searchParams.has('demo_plan')).toBe(false);
  });

  it('takes demo mode from the loaded modules by default', async () => {
    localStorage.setItem(storageKeys.demoPlan, 'unilevel');
    respondWith(json(200, { loaded_modules: loadedModules({ is_demo: true }) }));
    await get('/api/home/dashboard');
    await get('/api/home/dashboard');
    // Before the first answer the stored plan goes too: a quick sign-in keeps its demo link.
    expect(call(0).url.searchParams.get('demo_plan')).toBe('unilevel');
    expect(call(1).url.searchParams.get('demo_plan')).toBe('unilevel');
  });
});

describe('load_modules', () => {
  it('asks with load_modules=1 on GET calls until a response carries loaded_modules', async () => {
    const onModulesLoaded = vi.fn();
    configureHttp({ onModulesLoaded });
    respondWith(json(200, { a: 1 }), json(200, { a: 2, loaded_modules: loadedModules() }));
    await get('/api/home/dashboard');
    await get('/api/home/dashboard');
    await get('/api/home/dashboard');
    expect(call(0).url.searchParams.get('load_modules')).toBe('1');
    expect(call(1).url.searchParams.get('load_modules')).toBe('1');
    expect(call(2).url.searchParams.has('load_modules')).toBe(false);
    expect(onModulesLoaded).toHaveBeenCalledTimes(1);
  });

  it('never asks for modules on POST, PUT or DELETE', async () => {
    await post('/api/auth/logout');
    await put('/api/x', {});
    await del('/api/x');
    for (const i of [0, 1, 2]) expect(call(i).url.searchParams.has('load_modules')).toBe(false);
  });

  it('stores the payload under module_data and hands the camelCase form to onModulesLoaded', async () => {
    const onModulesLoaded = vi.fn();
    configureHttp({ onModulesLoaded });
    const payload = loadedModules({ is_demo: true, default_store_id: 4 });
    respondWith(json(200, { loaded_modules: payload }));
    await get('/api/home/dashboard');
    expect(JSON.parse(localStorage.getItem(storageKeys.modules) ?? 'null')).toEqual(payload);
    const modules = onModulesLoaded.mock.calls[0]?.[0];
    expect(modules).toMatchObject({
      isDemo: true,
      defaultStoreId: 4,
      modules: { manualSales: true, supportMessage: true, compensationPlan: 'binary' },
      defaultCurrency: { symbolPosition: 'L', decimalPlace: 2 },
    });
    expect(getModuleState()).toMatchObject({ loaded: true, isDemo: true });
  });

  it('initialises the modules from an error response that carries loaded_modules', async () => {
    const onModulesLoaded = vi.fn();
    configureHttp({ onModulesLoaded });
    respondWith(
      json(404, { error_code: 'not_found', message: 'Nope', loaded_modules: loadedModules() }),
    );
    const error = await caught(get('/api/home/dashboard'));
    expect(error.kind).toBe('not_found');
    expect(onModulesLoaded).toHaveBeenCalledTimes(1);
    expect(getModuleState().loaded).toBe(true);
    await get('/api/home/dashboard');
    expect(call(1).url.searchParams.has('load_modules')).toBe(false);
  });

  it('ignores an invalid loaded_modules payload and keeps asking', async () => {
    const onModulesLoaded = vi.fn();
    configureHttp({ onModulesLoaded });
    respondWith(json(200, { loaded_modules: { company: 'broken' } }));
    await get('/api/home/dashboard');
    await get('/api/home/dashboard');
    expect(onModulesLoaded).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKeys.modules)).toBeNull();
    expect(call(1).url.searchParams.get('load_modules')).toBe('1');
  });

  it('still asks at page start when module_data is cached, while exposing the cached payload', async () => {
    localStorage.setItem(storageKeys.modules, JSON.stringify(loadedModules({ is_demo: true })));
    resetModuleState();
    expect(getModuleState()).toMatchObject({ loaded: false, isDemo: true });
    expect(getModuleState().modules?.company.name).toBe('Acme');
    await get('/api/home/dashboard');
    expect(call().url.searchParams.get('load_modules')).toBe('1');
  });
});

describe('success', () => {
  it('returns the parsed JSON of a 200 response', async () => {
    respondWith(json(200, { wallet_balance: '1.00' }));
    await expect(get('/api/home/dashboard')).resolves.toEqual({ wallet_balance: '1.00' });
  });

  it('returns the parsed JSON of a 201 response', async () => {
    respondWith(json(201, { id: 9 }));
    await expect(post('/api/users/signup', { a: 1 })).resolves.toEqual({ id: 9 });
  });

  it('returns an empty object for an empty success body', async () => {
    respondWith(new Response('', { status: 200 }));
    await expect(post('/api/auth/logout')).resolves.toEqual({});
  });

  it('validates the body with the caller schema', async () => {
    const schema = z.object({ id: z.number() });
    respondWith(json(200, { id: 3, extra: true }), json(200, { id: 'x' }));
    await expect(get('/api/x', { schema })).resolves.toEqual({ id: 3 });
    const error = await caught(get('/api/x', { schema }));
    expect(error.kind).toBe('unknown');
    expect(error.status).toBe(200);
  });

  it('treats a success status with a non-JSON body as an unknown error', async () => {
    respondWith(new Response('<html></html>', { status: 200 }));
    const error = await caught(get('/api/x'));
    expect(error).toMatchObject({
      kind: 'unknown',
      title: 'Unknown Api Error',
      text: '<html></html>',
    });
  });

  it('treats statuses other than 200 and 201 as failures', async () => {
    respondWith(new Response(null, { status: 204 }));
    const error = await caught(post('/api/x'));
    expect(error).toMatchObject({ kind: 'unknown', status: 204, title: 'Unknown Api Error' });
  });
});

describe('error catalogue (spec §8)', () => {
  const cases: [number, string | undefined, string, string][] = [
    [400, 'bad_request', 'bad_request', 'Bad Request'],
    [401, 'unauthorized', 'unauthorized', 'Unauthorized'],
    [403, 'forbidden', 'forbidden', 'Forbidden'],
    [404, 'not_found', 'not_found', 'Not Found'],
    [500, 'server_error', 'server', 'Internal Server Error'],
    [500, 'demo_blocked', 'demo_blocked', 'Internal Server Error'],
    [500, 'user_blocked', 'user_blocked', 'Internal Server Error'],
    [418, undefined, 'unknown', 'Unknown Api Error'],
    [409, 'conflict', 'unknown', 'Unknown Api Error'],
    [502, undefined, 'server', 'Unknown Api Error'],
    [429, 'rate_limited', 'rate_limited', 'Unknown Api Error'],
  ];

  it.each(cases)(
    'maps HTTP %i with code %s to kind %s and title %s',
    async (status, code, kind, title) => {
      const body =
        code === undefined
          ? { message: 'Server says' }
          : { error_code: code, message: 'Server says' };
      respondWith(json(status, body));
      const error = await caught(get('/api/x'));
      expect(error).toMatchObject({
        kind,
        status,
        title,
        message: 'Server says',
        code: code ?? null,
      });
      expect(error.text).toBe(JSON.stringify(body));
    },
  );

  it('maps validation_error on 422 to kind validation with its field errors', async () => {
    const body = {
      error_code: 'validation_error',
      message: 'Check the form.',
      errors: { amount: ['Too low.', 'Not a number.'], password: ['Wrong password.'] },
    };
    respondWith(json(422, body));
    const error = await caught(post('/api/payout/request_payout', {}));
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      code: 'validation_error',
      title: 'Unknown Api Error',
      message: 'Check the form.',
    });
    expect(error.fieldErrors).toEqual(body.errors);
  });

  it('maps validation_error on 400 to kind validation with the Bad Request title', async () => {
    respondWith(
      json(400, { error_code: 'validation_error', message: 'm', errors: { email: ['Taken.'] } }),
    );
    const error = await caught(post('/api/x', {}));
    expect(error).toMatchObject({ kind: 'validation', title: 'Bad Request' });
    expect(firstFieldError(error, 'email')).toBe('Taken.');
  });

  it('uses the title as the message when the body has none', async () => {
    respondWith(new Response('gateway exploded', { status: 500 }));
    const error = await caught(get('/api/x'));
    expect(error).toMatchObject({
      kind: 'server',
      message: 'Internal Server Error',
      text: 'gateway exploded',
      code: null,
    });
    expect(error.fieldErrors).toEqual({});
  });

  it('maps a failed fetch to Network Connection Failed', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(get('/api/x'));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      title: 'Network Connection Failed',
      message: 'Network Connection Failed',
      text: '',
    });
  });

  it('rethrows an aborted call as the abort, not as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockImplementationOnce(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(get('/api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    respondWith(json(401, { error_code: 'unauthorized', message: 'Gone' }));
    const error = await caught(get('/api/home/dashboard'));
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not call onUnauthorized for a call that skips the handler, such as login', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    respondWith(json(401, { error_code: 'unauthorized', message: 'Wrong credentials' }));
    const error = await caught(post('/api/auth/login', {}, { skipUnauthorizedHandler: true }));
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other errors', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    respondWith(json(403, { error_code: 'forbidden', message: 'No' }));
    await caught(get('/api/x'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('error helpers', () => {
  it('firstFieldError gives the first message of a field, or undefined', () => {
    const error = new ApiError({
      kind: 'validation',
      status: 422,
      code: 'validation_error',
      title: 'Unknown Api Error',
      message: 'm',
      fieldErrors: { amount: ['First.', 'Second.'] },
    });
    expect(firstFieldError(error, 'amount')).toBe('First.');
    expect(firstFieldError(error, 'password')).toBeUndefined();
    expect(firstFieldError(new Error('x'), 'amount')).toBeUndefined();
  });

  it('isApiError recognises only ApiError', () => {
    expect(
      isApiError(
        new ApiError({ kind: 'network', status: 0, code: null, title: 't', message: 'm' }),
      ),
    ).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('toQueryString', () => {
  it('repeats a key ending with [] for each value', () => {
    expect(toQueryString({ 'payout_status[]': ['pending', 'paid'] })).toBe(
      'payout_status[]=pending&payout_status[]=paid',
    );
  });

  it('expands a key ending with [i] into indexed keys', () => {
    expect(toQueryString({ 'transaction_key[i]': ['a', 'b', 'c'] })).toBe(
      'transaction_key[0]=a&transaction_key[1]=b&transaction_key[2]=c',
    );
  });

  it('numbers indexed keys without gaps when values are skipped', () => {
    expect(toQueryString({ 'bonus_type[i]': ['a', '', 'b'] })).toBe(
      'bonus_type[0]=a&bonus_type[1]=b',
    );
  });

  it('repeats a plain key given a list', () => {
    expect(toQueryString({ type: ['a', 'b'] })).toBe('type=a&type=b');
  });

  it('skips undefined, null, empty strings and empty lists but keeps 0 and false', () => {
    expect(
      toQueryString({ a: undefined, b: null, c: '', d: [], e: 0, f: false, g: true, h: 'x' }),
    ).toBe('e=0&f=0&g=1&h=x');
  });

  it('encodes names and values', () => {
    expect(toQueryString({ 'user name': 'a&b=c d', q: 'é' })).toBe(
      'user%20name=a%26b%3Dc%20d&q=%C3%A9',
    );
  });

  it('sends list parameters through get', async () => {
    await get('/api/payout/transactions', { query: { 'payout_status[]': ['pending', 'paid'] } });
    await get('/api/wallet/transactions', { query: { 'transaction_key[i]': ['k1', 'k2'] } });
    expect(call(0).url.searchParams.getAll('payout_status[]')).toEqual(['pending', 'paid']);
    expect(call(1).url.searchParams.get('transaction_key[0]')).toBe('k1');
    expect(call(1).url.searchParams.get('transaction_key[1]')).toBe('k2');
  });
});

describe('verbs', () => {
  it('sends PUT and DELETE with their JSON bodies', async () => {
    await put('/api/account/basic', { first_name: 'Ann' });
    await del('/api/users', { password: 'p' });
    expect(call(0).init.method).toBe('PUT');
    expect(call(0).init.body).toBe('{"first_name":"Ann"}');
    expect(call(1).init.method).toBe('DELETE');
    expect(call(1).init.body).toBe('{"password":"p"}');
    expect(call(1).headers.get('Content-Type')).toBe('application/json');
  });

  it('posts multipart files and fields and lets the browser set Content-Type', async () => {
    const a = new File(['aaa'], 'front.png', { type: 'image/png' });
    const b = new File(['bbb'], 'back.png', { type: 'image/png' });
    await postMultipart(
      '/api/kyc/submit',
      { 'documents[]': [a, b] },
      { category_id: 3, note: undefined },
    );
    const { init, headers, url } = call();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBeNull();
    const form = init.body as FormData;
    expect(form.getAll('documents[]').map((f) => (f as File).name)).toEqual([
      'front.png',
      'back.png',
    ]);
    expect(form.get('category_id')).toBe('3');
    expect(form.has('note')).toBe(false);
    expect(url.searchParams.get('route')).toBe('kyc/submit');
  });
});

describe('download', () => {
  function stubObjectUrls() {
    const createObjectURL = vi.fn(() => 'blob:mock');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    return { createObjectURL, clicked };
  }

  it('saves the blob under the given name', async () => {
    const { createObjectURL, clicked } = stubObjectUrls();
    respondWith(new Response('pdf-bytes', { status: 200 }));
    await download('/api/orders/5/invoice', 'invoice-5.pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked[0]?.download).toBe('invoice-5.pdf');
    expect(clicked[0]?.href).toBe('blob:mock');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('falls back to the last path segment as the file name', async () => {
    const { clicked } = stubObjectUrls();
    respondWith(new Response('x', { status: 200 }));
    await download('/api/files/report%202024.csv');
    expect(clicked[0]?.download).toBe('report 2024.csv');
  });

  it('never asks for load_modules but still carries the common parameters', async () => {
    stubObjectUrls();
    respondWith(new Response('x', { status: 200 }));
    await download('/api/files/a.csv');
    expect(call().url.searchParams.has('load_modules')).toBe(false);
    expect(call().url.searchParams.get('route')).toBe('files/a.csv');
    expect(call().init.method).toBe('GET');
  });

  it('maps a failed download through the error catalogue', async () => {
    stubObjectUrls();
    respondWith(json(404, { error_code: 'not_found', message: 'No file' }));
    const error = await caught(download('/api/files/a.csv'));
    expect(error).toMatchObject({ kind: 'not_found', title: 'Not Found', message: 'No file' });
  });
});
