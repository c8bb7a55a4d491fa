import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentLimits, attachmentsField, messageBodyLimit } from '../../contract/messaging';
import { tooLarge, tooMany, type IncomingFile } from '../shared/uploads';
import { invalidInput } from '../shared/app-error';
import { textProblem } from './input-guard';

/**
 * The input guard's rule for the parts of a multipart form, which no hook sees: a field name,
 * field value or file name holding a NUL or a lone surrogate is refused, named by its field.
 */
export function checkFormPart(part: { fieldname: string; filename?: string; value?: unknown }) {
  const nameProblem = textProblem(part.fieldname);
  if (nameProblem) throw invalidInput('body', `A field name here: ${nameProblem}`);
  for (const text of [part.filename, part.value])
    if (typeof text === 'string') {
      const problem = textProblem(text);
      if (problem) throw invalidInput(part.fieldname, problem);
    }
}

/**
 * Hands every part of a multipart body, in order, to `take`. A client that ends its connection
 * before the body is whole must not leave the handler waiting on bytes that never come (the
 * plugin does not always end a part's stream when the socket just closes, which a slow machine
 * showed as a request that never answered): the read then fails at once with a 400.
 */
export async function eachPart(
  request: FastifyRequest,
  take: (part: Multipart) => Promise<void>,
): Promise<void> {
  const raw = request.raw;
  let onClose = () => {};
  const cut = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!raw.complete) reject(invalidInput('body', 'The upload was cut off before its end.'));
    };
    if (raw.destroyed) onClose();
    else raw.once('close', onClose);
  });
  const read = (async () => {
    for await (const part of request.parts()) await take(part);
  })();
  // Whichever loses may settle later with nobody listening: that is expected, not unhandled.
  cut.catch(() => {});
  read.catch(() => {});
  try {
    await Promise.race([read, cut]);
  } finally {
    raw.off('close', onClose);
  }
}

/** `attachments[]` is ours; `attachments` and `attachments[0]` are what other builders write. */
const isAttachmentsField = (name: string) => /^attachments(\[\d*\])?$/.test(name);

/** The multipart limits of a message with attachments (the KYC file rules). */
export async function registerMessageMultipart(scoped: FastifyInstance) {
  await scoped.register(multipart, {
    limits: {
      fileSize: attachmentLimits.maxFileBytes,
      files: attachmentLimits.maxFiles,
      fields: 10,
      // A body of 10,000 characters may take up to 4 bytes each in UTF-8.
      fieldSize: messageBodyLimit * 4,
      parts: attachmentLimits.maxFiles + 10,
    },
  });
}

export type MessageForm = { fields: Record<string, string>; files: IncomingFile[] };

/**
 * A message form: its text fields and its files under `attachments[]`. A JSON body (no
 * files) is read the same way, so a client without attachments may post plain JSON. The
 * plugin's limit errors become field errors.
 */
export async function readMessageForm(request: FastifyRequest): Promise<MessageForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields: Record<string, string> = {};
    if (body && typeof body === 'object')
      for (const [k, v] of Object.entries(body as Record<string, unknown>))
        if (typeof v === 'string') fields[k] = v;
    return { fields, files: [] };
  }
  const form: MessageForm = { fields: {}, files: [] };
  try {
    await eachPart(request, async (part) => {
      checkFormPart(part);
      if (part.type === 'file') {
        if (!isAttachmentsField(part.fieldname)) {
          part.file.resume();
          return;
        }
        const content = await part.toBuffer();
        // A file input left empty still sends a nameless, empty part.
        if (content.length === 0 && !part.filename) return;
        form.files.push({ clientName: part.filename, content });
      } else if (part.valueTruncated) {
        throw invalidInput(part.fieldname, `Keep the message to ${messageBodyLimit} characters.`);
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    });
  } catch (error) {
    throw asFieldError(error, 'attachments');
  }
  return form;
}

/**
 * The multipart plugin's limit errors as field errors, the files' under `filesField`; any
 * other error as it is.
 */
export function asFieldError(error: unknown, filesField: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalidInput(filesField, tooLarge);
  if (code === 'FST_FILES_LIMIT') return invalidInput(filesField, tooMany);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return invalidInput('body', 'The form has too many fields.');
  return error;
}

export const multipartDescription = (fields: string) =>
  `multipart/form-data (or JSON without files): ${fields}, and 0 to ${attachmentLimits.maxFiles} files under ${attachmentsField} (PNG, JPEG or PDF, each at most ${attachmentLimits.maxFileBytes / 1024 / 1024} MB).`;
