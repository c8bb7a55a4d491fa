import * as Comlink from 'comlink';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createGenealogyFallback } from './fallback';
import {
  isGenealogyErrorRecord,
  KIND_EMPTY_LEFT,
  openSpatialIndex,
  type GenealogyApi,
  type GenealogyErrorRecord,
  type GenealogyView,
} from './protocol';
import { affiliate } from './affiliate-fixture';
import { streamOf } from './stream-fixture';
import { GenealogyRequestError, GenealogySession } from './session';
import { createWorkerApi } from './worker-api';

const window = { maxLevels: 3, maxWidth: 10 };

// 1 (L: 2, R: 3); 3 has a child beyond the window.
const pages: Record<string, Uint8Array<ArrayBuffer>> = {
  '/api/network/genealogy_stream?window=1': streamOf(
    [affiliate(1, null, null, 2), affiliate(2, 1, 'L', 0), affiliate(3, 1, 'R', 1)],
    { window },
  ),
  // The subtree's root comes with no leg: it keeps the place it has in the tree loaded.
  '/api/network/genealogy_stream/3?window=1': streamOf(
    [affiliate(3, 1, null, 1), affiliate(4, 3, 'R', 0)],
    { window },
  ),
};

function fakeFetch(seen: { url: string; headers: Record<string, string> }[] = []) {
  return async (url: string, init: { headers: Record<string, string> }) => {
    seen.push({ url, headers: init.headers });
    const body = pages[url];
    if (body === undefined) {
      return new Response(JSON.stringify({ error_code: 'not_found', message: 'No such member.' }), {
        status: 404,
      });
    }
    return new Response(body, { status: 200 });
  };
}

/** Loads a tree and answers its last view. */
async function loaded(api: GenealogyApi, url: string): Promise<GenealogyView> {
  let last: GenealogyView | null = null;
  // A proxy, as the app's client sends it: through Comlink a function is not cloned.
  await api.load(
    url,
    headers,
    Comlink.proxy((p) => {
      if (p.view) last = p.view;
    }),
  );
  return last!;
}

const headers = { Authorization: 'Bearer t' };

async function exercise(api: GenealogyApi) {
  const view = await loaded(api, '/api/network/genealogy_stream?window=1');
  expect(view.meta).toEqual({ rootId: 1, parentUsername: null, maxLevels: 3, maxWidth: 10 });
  const { layout } = view;
  // Binary (auto): 1, 2, 3, 2's two empty slots; 3 hides a child, so no slot under it.
  expect(layout.count).toBe(5);
  expect(Array.from(layout.ids.subarray(0, 3))).toEqual([1, 2, 3]);
  expect(layout.hiddenChildren[2]).toBe(1);
  expect(layout.kind[3]).toBe(KIND_EMPTY_LEFT);
  // The view carries its spatial index: the main thread hit-tests and culls with it.
  const index = openSpatialIndex(layout.index);
  expect(index.hitTest(layout.x[2]!, layout.y[2]!)).toBe(2);
  expect(index.hitTest(layout.x[2]!, layout.y[2]! + 1e6)).toBe(-1);
  expect(Array.from(index.query(-1e9, -1, 1e9, 1))).toEqual([0]);
  expect(await api.findByUsername('USER3')).toBe(2);
  const [c3, slot] = await api.cards([2, 3]);
  expect(c3?.firstName).toBe('First3');
  expect(slot).toBeNull();

  const expanded = await api.expand('/api/network/genealogy_stream/3?window=1', headers, 3);
  const ids = Array.from(expanded.layout.ids);
  expect(ids.filter((id) => id > 0).sort()).toEqual([1, 2, 3, 4]);
  // 1, 2, 3, 4; slots: two under 2, the left one under 3, two under 4. 3 stays on the right.
  expect(expanded.layout.count).toBe(9);
  expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
  const four = ids.indexOf(4);
  expect(expanded.layout.ids[expanded.layout.parent[four]!]).toBe(3);
  expect(await api.findByUsername('user4')).toBe(four);
  // 3 now has its right child loaded and a free left slot.
  expect(expanded.layout.kind[expanded.layout.firstChild[ids.indexOf(3)]!]).toBe(KIND_EMPTY_LEFT);
  return { view, expanded };
}

describe('genealogy session', () => {
  it('fetches with the given headers, lays out, answers queries and merges an expansion', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    await exercise(createGenealogyFallback(new GenealogySession({ fetch: fakeFetch(seen) })));
    expect(seen.map((s) => s.url)).toEqual([
      '/api/network/genealogy_stream?window=1',
      '/api/network/genealogy_stream/3?window=1',
    ]);
    expect(seen[0]!.headers.Authorization).toBe('Bearer t');
  });

  it('reports HTTP errors with their status and error code', async () => {
    const session = new GenealogySession({ fetch: fakeFetch() });
    const error = await session
      .load('/api/network/genealogy_stream/999', headers, () => {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenealogyRequestError);
    expect((error as GenealogyRequestError).status).toBe(404);
    expect((error as Error).message).toMatch(/404 not_found/);
  });

  const notFound: GenealogyErrorRecord = {
    type: 'genealogy-error',
    status: 404,
    error_code: 'not_found',
    message: 'No such member.',
    errors: null,
    text: JSON.stringify({ error_code: 'not_found', message: 'No such member.' }),
  };

  it('rejects a failed request with its plain error record, on the main thread', async () => {
    const api = createGenealogyFallback(new GenealogySession({ fetch: fakeFetch() }));
    await expect(api.load('/api/network/genealogy_stream/999', headers, () => {})).rejects.toEqual(
      notFound,
    );
    await loaded(api, '/api/network/genealogy_stream?window=1');
    await expect(
      api.expand('/api/network/genealogy_stream/2?window=1', headers, 2),
    ).rejects.toEqual(notFound);
  });

  it('rejects with status 0 when the fetch itself fails', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const api = createGenealogyFallback(new GenealogySession({ fetch: offline }));
    const error = await api
      .load('/api/network/genealogy_stream', headers, () => {})
      .catch((e: unknown) => e);
    expect(isGenealogyErrorRecord(error) && error.status).toBe(0);
  });

  it('through Comlink, rejects with the whole error record (structured clone)', async () => {
    const { port1, port2 } = new MessageChannel();
    const workerApi = createWorkerApi(new GenealogySession({ fetch: fakeFetch() }));
    Comlink.expose(workerApi, port1 as unknown as Comlink.Endpoint);
    const remote = Comlink.wrap<GenealogyApi>(port2 as unknown as Comlink.Endpoint);
    try {
      await expect(
        remote.load(
          '/api/network/genealogy_stream/999',
          headers,
          Comlink.proxy(() => {}),
        ),
      ).rejects.toEqual(notFound);
    } finally {
      remote[Comlink.releaseProxy]();
      port1.close();
      port2.close();
    }
  });

  it('refuses a stream without a column, an expansion outside the tree, or of another root', async () => {
    const full = pages['/api/network/genealogy_stream?window=1']!;
    pages['/bad'] = streamOf([affiliate(1, null, null, 0)], { without: 'parent_id' });
    const api = createGenealogyFallback(new GenealogySession({ fetch: fakeFetch() }));
    await expect(api.load('/bad', headers, () => {})).rejects.toThrow(/parent_id/);
    await loaded(api, '/api/network/genealogy_stream?window=1');
    await expect(
      api.expand('/api/network/genealogy_stream/3?window=1', headers, 42),
    ).rejects.toThrow(/42/);
    pages['/other'] = full;
    await expect(api.expand('/other', headers, 3)).rejects.toThrow(/subtree of 3, got 1/);
  });

  it('through Comlink, transfers the layout buffers and still answers afterwards', async () => {
    const { port1, port2 } = new MessageChannel();
    const workerApi = createWorkerApi(new GenealogySession({ fetch: fakeFetch() }));
    // Spy on what the worker hands over: transferred buffers are detached on the sender side.
    const sent: ArrayBuffer[] = [];
    const expand = workerApi.expand.bind(workerApi);
    workerApi.expand = async (...args) => {
      const view = await expand(...args);
      sent.push(view.layout.x.buffer as ArrayBuffer, view.layout.ids.buffer as ArrayBuffer);
      return view;
    };
    Comlink.expose(workerApi, port1 as unknown as Comlink.Endpoint);
    const remote = Comlink.wrap<GenealogyApi>(port2 as unknown as Comlink.Endpoint);
    try {
      await exercise(remote as unknown as GenealogyApi);
      expect(sent.length).toBe(2);
      for (const buffer of sent) expect(buffer.byteLength).toBe(0);
    } finally {
      remote[Comlink.releaseProxy]();
      port1.close();
      port2.close();
    }
  });
});
