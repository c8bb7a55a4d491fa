// A tiny static server for the built bench pages (module scripts and workers need http, not
// file://). Several folders can share one origin, so a worker fetches a fixture the way the
// app fetches the API.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves each URL prefix from its folder, longest prefix first; '/' serves index.html. */
export async function serveStatic(
  mounts: Readonly<Record<string, string>>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const routes = Object.entries(mounts)
    .map(([prefix, dir]) => [prefix, path.resolve(dir)] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const route = routes.find(([prefix]) => pathname.startsWith(prefix));
      if (!route) return void res.writeHead(404).end();
      const [prefix, root] = route;
      const rel = pathname.slice(prefix.length);
      const file = path.resolve(root, rel === '' ? 'index.html' : rel);
      if (!file.startsWith(root)) return void res.writeHead(403).end();
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
