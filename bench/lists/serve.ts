// A tiny static server for the built bench page (module scripts need http, not file://).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
};

export async function serveDir(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1);
      const file = path.resolve(root, rel === '' ? 'index.html' : rel);
      if (!file.startsWith(root)) return void res.writeHead(403).end();
      try {
        const info = await stat(file);
        if (!info.isFile()) return void res.writeHead(404).end();
        res.writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'content-length': info.size,
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
