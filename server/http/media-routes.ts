import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../services/app-error';

// The company's own media, shipped with the server (issue 12 point 8: the intro video plays
// from here, never from an external host). Only these named files are served.
const introFiles: Record<string, string> = {
  'intro.webm': 'video/webm',
  'intro.en.vtt': 'text/vtt; charset=utf-8',
  'intro.es.vtt': 'text/vtt; charset=utf-8',
};

export const introVideoPath = '/media/intro/intro.webm';

export function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/intro/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.string() }) },
    },
    async (request, reply) => {
      const type = introFiles[request.params.file];
      if (!type) throw notFound('File not found.');
      const content = await readFile(
        new URL(`../media/intro/${request.params.file}`, import.meta.url),
      );
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(content);
    },
  );
}
