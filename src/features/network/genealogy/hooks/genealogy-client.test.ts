import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, resetHttpConfig } from '@/api/http';
import { affiliate } from '@workers/genealogy/affiliate-fixture';
import type { GenealogyErrorRecord, GenealogyView } from '@workers/genealogy/protocol';
import { streamOf } from '@workers/genealogy/stream-fixture';
import { apiErrorOfRejection, startGenealogyClient } from './genealogy-client';

describe('startGenealogyClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the same API on the main thread when there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const window = { maxLevels: 3, maxWidth: 10 };
    const fetch = vi.fn(
      async () =>
        new Response(streamOf([affiliate(1, null, null, 1), affiliate(2, 1, null, 0)], { window })),
    );
    vi.stubGlobal('fetch', fetch);
    const client = startGenealogyClient();
    expect(client.where()).toBe('main-thread');
    const views: GenealogyView[] = [];
    const url = '/api/network/genealogy_stream?window=1';
    const done = await client.api.load(url, { 'api-key': 'k', Accept: 'application/json' }, (p) => {
      if (p.view) views.push(p.view);
    });
    expect(done).toEqual({ loaded: 2, total: 2 });
    expect(views.at(-1)!.layout.count).toBe(2);
    expect(views.at(-1)!.meta).toMatchObject(window);
    expect(await client.api.findByUsername('USER2')).toBe(1);
    expect(fetch).toHaveBeenCalledWith(url, {
      headers: { Accept: 'application/vnd.apache.arrow.stream', 'api-key': 'k' },
      signal: expect.any(AbortSignal),
    });
    client.close();
  });
});

const record = (over: Partial<GenealogyErrorRecord>): GenealogyErrorRecord => ({
  type: 'genealogy-error',
  status: 404,
  error_code: null,
  message: null,
  errors: null,
  text: '',
  ...over,
});

describe('apiErrorOfRejection', () => {
  afterEach(() => resetHttpConfig());

  it('maps a failed request to the ApiError the HTTP client raises for the same answer', () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    const text = JSON.stringify({ error_code: 'not_found', message: 'No such member.' });
    const notFound = apiErrorOfRejection(
      record({ status: 404, error_code: 'not_found', message: 'No such member.', text }),
    );
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({
      kind: 'not_found',
      status: 404,
      code: 'not_found',
      title: 'Not Found',
      message: 'No such member.',
      text,
    });

    const invalid = apiErrorOfRejection(
      record({
        status: 422,
        error_code: 'validation_error',
        message: 'Invalid.',
        errors: { username: ['Unknown username.'] },
      }),
    ) as ApiError;
    expect(invalid.kind).toBe('validation');
    expect(invalid.fieldErrors).toEqual({ username: ['Unknown username.'] });

    const blocked = apiErrorOfRejection(record({ status: 500, error_code: 'user_blocked' }));
    expect(blocked).toMatchObject({ kind: 'user_blocked', message: 'Internal Server Error' });
    expect(apiErrorOfRejection(record({ status: 0 }))).toMatchObject({ kind: 'network' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs the member out on a 401, as the HTTP client does', () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    const error = apiErrorOfRejection(record({ status: 401, message: 'Unauthenticated.' }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, title: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('passes anything else on as it is', () => {
    const bug = new Error('Member 42 is not in the loaded tree.');
    expect(apiErrorOfRejection(bug)).toBe(bug);
  });
});

describe('startGenealogyClient errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetHttpConfig();
  });

  it('rejects a 401 genealogy answer with an ApiError and reports it to onUnauthorized', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }),
      ),
    );
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    const client = startGenealogyClient();
    const error = await client.api
      .load('/api/network/genealogy_stream', {}, () => {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', message: 'Unauthenticated.' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    client.close();
  });
});
