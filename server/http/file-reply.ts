import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { typedFileName } from '../shared/uploads';

// RFC 8187 attr-char: encodeURIComponent leaves ' ( ) * as they are, which filename* forbids.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * RFC 6266: a plain ASCII name for old clients and the exact UTF-8 name for the rest. The
 * ASCII one holds no quote, backslash or percent sign (some clients decode %XX there).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/**
 * The sandbox policy of a member's file: should a browser ever show it in our origin, it runs
 * no script, loads nothing and has an opaque origin. It holds for PDFs too: only documents the
 * company draws itself go without a page policy (see `companyDocument`).
 */
const memberFilePolicy = "sandbox; default-src 'none'";

/**
 * A member's uploaded file: always a download, saved under a name whose extension is the type
 * read from its content, never rendered by the browser in our origin (sandboxed, no
 * sniffing), never cached by anyone in between.
 */
export function sendMemberFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Buffer },
) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(typedFileName(file.fileName, file.mimeType)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', memberFilePolicy)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** A file answer in the OpenAPI document: its media type and a string body. */
export const fileResponse = (mediaType: string, description: string, binary: boolean) => ({
  200: {
    description,
    content: {
      [mediaType]: { schema: binary ? z.string().meta({ format: 'binary' }) : z.string() },
    },
  },
});
