import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../shared/app-error';
import { readMedia } from './media-catalogue-service';
import { companyDocument } from '../http/security-headers';

/**
 * The company's own media (intro, story and learning videos with their captions, learning
 * PDFs, cover pictures). Public like the site's own images: none of it is about a member.
 * PDFs open inline so the browser's viewer shows them.
 */
export function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:folder/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ folder: z.string(), file: z.string() }) },
    },
    async (request, reply) => {
      const media = await readMedia(request.params.folder, request.params.file);
      if (!media) throw notFound('File not found.');
      if (media.type === 'application/pdf') {
        // The company ships these with the product: the browser's viewer may show them.
        companyDocument(reply).header(
          'content-disposition',
          `inline; filename="${request.params.file}"`,
        );
      }
      return reply
        .header('content-type', media.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(media.content);
    },
  );
}
