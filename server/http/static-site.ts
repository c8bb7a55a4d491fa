import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA from `distDir`: hashed assets are cached for a year, index.html never,
 * and any other page path answers index.html so client-side routes survive a reload.
 * Returns the fallback for the not-found handler, or null when there is no build.
 */
export async function registerStaticSite(app: FastifyInstance, distDir: string) {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`no built app at ${distDir}: run "npm run build"; the API still works`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Everything outside assets/ revalidates: index.html, the locale files, and the service
    // worker's sw.js, workbox-*.js and manifest.webmanifest, so an installed app finds a new
    // version on its next start (content types by extension: .webmanifest is
    // application/manifest+json, .js application/javascript).
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const urlPath = request.url.split('?')[0] ?? '/';
    // A missing file (a locale, an image) is a real 404, not the app shell.
    const looksLikePage =
      request.method === 'GET' && !urlPath.startsWith('/api/') && !path.extname(urlPath);
    if (!looksLikePage) return false;
    void reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return true;
  };
}
