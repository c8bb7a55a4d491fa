import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamMetadata as meta } from '../../contract/genealogy-stream';
import { apiHeaders, createStore, login, startServerProcess, type Store } from './server-process';
import { dbLabel } from './test-db';

// The real server reads the tree snapshot when it starts, after it listens (decision 049,
// amendment): the first stream is served from that read, not from one of its own.
describe(`the server's start-up genealogy snapshot on ${dbLabel}`, () => {
  let store: Store;

  beforeAll(async () => {
    store = await createStore();
  });
  afterAll(async () => {
    await store.remove();
  });

  it('is read at start, answers the first stream, and does not hold the shutdown', async () => {
    const server = await startServerProcess(store);
    try {
      const readyLine = /Genealogy snapshot ready: (\d+) members/;
      for (let i = 0; i < 600 && !readyLine.test(server.output()); i++)
        await new Promise((r) => setTimeout(r, 100));
      const members = Number(readyLine.exec(server.output())?.[1]);
      expect(members).toBeGreaterThan(0);

      const { token } = await login(server.baseUrl, 'founder');
      const asked = Date.now();
      const res = await fetch(`${server.baseUrl}/api/network/genealogy_stream`, {
        headers: { ...apiHeaders(token), 'accept-encoding': 'identity' },
      });
      expect(res.status).toBe(200);
      const table = tableFromIPC(new Uint8Array(await res.arrayBuffer()));
      // The founder's whole subtree, of the company the start-up read.
      expect(table.numRows).toBe(Number(table.schema.metadata.get(meta.total)));
      expect(table.numRows).toBeGreaterThan(1);
      expect(table.numRows).toBeLessThanOrEqual(members);
      // Read before the request was made: the start-up's read.
      const asOf = Date.parse(table.schema.metadata.get(meta.asOf)!);
      expect(asOf).toBeLessThan(asked);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});
