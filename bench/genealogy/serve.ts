// A tiny static server for the built bench pages and the fixtures: one origin, so the
// worker may fetch the fixture like the app fetches the API.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves `/fixtures/*` from fixtureDir and everything else from pageDir. */
export async function serveBench(
  pageDir: string,
  fixtureDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const [root, rel] = pathname.startsWith('/fixtures/')
        ? [fixtureDir, pathname.slice('/fixtures/'.length)]
        : [pageDir, pathname.slice(1)];
      const file = path.resolve(root, rel);
      if (!file.startsWith(path.resolve(root))) return void res.writeHead(403).end();
      try {
        const info = await stat(file);
        if (!info.isFile()) return void res.writeHead(404).end();
        res.writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': 'no-store',
        });
        createReadStream(file).pipe(res);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
