import type { FastifyReply } from 'fastify';

/** RFC 6266: a plain ASCII name for old clients and the exact UTF-8 name for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A member's uploaded file: always a download, never rendered by the browser in our origin
 * (sandboxed, no sniffing), never cached by anyone in between.
 */
export function sendMemberFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Buffer },
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
