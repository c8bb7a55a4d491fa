import { Readable } from 'node:stream';
import { constants as zlib, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  genealogyNodeResponseWire,
  genealogyStreamQueryWire,
  streamMediaType,
  type GenealogyStreamQueryWire,
} from '../../contract/genealogy-stream';
import { networkIdParamsWire } from '../../contract/network';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import {
  getGenealogyNode,
  openGenealogyStream,
  openGenealogyWindow,
} from './genealogy-stream-service';
import { requireSession } from '../http/context';
import { invalidInput } from '../shared/app-error';
import { arrowStream } from './genealogy-stream-presenters';
import { toAffiliateWire } from './network-presenters';

/** gzip is cheap at level 1 and takes the stream to about a third (decision 020). */
const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/**
 * The whole organisation as an Arrow IPC stream, and one member's flat node on demand
 * (issue 15, decision 020). Scoped like every network call: a root outside the caller's
 * downline is a 404, answered before any byte of the stream.
 */
export function genealogyStreamRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const stream = async (
    request: FastifyRequest,
    reply: FastifyReply,
    q: GenealogyStreamQueryWire,
    id?: number,
  ) => {
    const { memberId } = requireSession(request);
    const root = { id, username: q.username };
    // Any window parameter asks for the genealogy call's window of the subtree (issue 32).
    const window = q.window === '1' || q.levels !== undefined || q.width !== undefined;
    // A window is read live and has no version to list changes since.
    if (window && q.since !== undefined)
      throw invalidInput('since', 'Ask for changes only of the whole subtree, not of a window.');
    const s = window
      ? await openGenealogyWindow(db, memberId, root, q, config.streamChunkRows)
      : await openGenealogyStream(db, memberId, root, {
          chunkRows: config.streamChunkRows,
          snapshotMaxAgeMs: config.streamSnapshotMaxAgeMs,
          since: q.since,
        });
    // Readable.from pulls a batch only when the socket has taken the last one, and when the
    // client goes away it ends the generator, which closes the database cursor.
    // No read-ahead (a one-byte high-water mark): the next batch is read from the database
    // only when the last one has gone on.
    let body: NodeJS.ReadableStream = Readable.from(arrowStream(s, s.chunks), {
      objectMode: false,
      highWaterMark: 1,
    });
    reply
      .header('content-type', streamMediaType)
      .header('cache-control', 'private, no-store')
      .header('x-total-count', String(s.total))
      .header('vary', 'accept-encoding');
    if (acceptsGzip(request)) {
      reply.header('content-encoding', 'gzip');
      // Flushed after every batch: otherwise deflate holds the first batches back until its
      // window fills, and the first paint waits for them.
      const gzip = createGzip({ level: 1, flush: zlib.Z_SYNC_FLUSH });
      const source = body as Readable;
      source.on('error', (e) => gzip.destroy(e));
      gzip.on('close', () => source.destroy());
      body = source.pipe(gzip);
    }
    return reply.send(body);
  };

  const description =
    'The whole placement subtree as an Apache Arrow IPC stream (application/vnd.apache.arrow.stream), ' +
    'in record batches in tree order (level by level, left to right); see contract/genealogy-stream.ts ' +
    'for the columns and the schema metadata. gzip when the client accepts it. With `window=1`, ' +
    '`levels` or `width`, only the members GET /api/network/genealogy answers for the same root ' +
    '(levels below the root and children per member; the company setting for either left out). ' +
    "With `since` (the `version` of an earlier stream's metadata, whole subtree only), only the " +
    'members changed since that version, with `changes_since` in the metadata; when the server ' +
    'cannot tell what changed since it, the whole subtree with `since_ignored` saying why.';
  r.get(
    '/api/network/genealogy_stream',
    { schema: { querystring: genealogyStreamQueryWire, description } },
    (req, reply) => stream(req, reply, req.query),
  );
  r.get(
    '/api/network/genealogy_stream/:id',
    { schema: { querystring: genealogyStreamQueryWire, params: networkIdParamsWire, description } },
    (req, reply) => stream(req, reply, req.query, req.params.id),
  );

  r.get(
    '/api/network/genealogy_node/:id',
    { schema: { params: networkIdParamsWire, response: { 200: genealogyNodeResponseWire } } },
    async (request) => ({
      affiliate: toAffiliateWire(
        await getGenealogyNode(db, requireSession(request).memberId, request.params.id),
      ),
    }),
  );
}
