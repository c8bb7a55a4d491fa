import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kycCategoriesWire,
  kycDeleteResponseWire,
  kycDetailsWire,
  kycSubmitFields,
  kycSubmitResponseWire,
  kycUploadLimits,
} from '../../contract/kyc';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { invalidInput } from '../shared/app-error';
import {
  deleteKyc,
  listCategories,
  listDocuments,
  readKycFile,
  submitKyc,
  type KycSubmission,
} from './kyc-service';
import { requireSession } from '../http/context';
import { requestLanguage } from '../http/language';
import { asFieldError, checkFormPart, eachPart } from '../http/multipart-form';
import { pathId } from '../http/path-id';
import { sendMemberFile } from '../http/file-reply';
import { toKycDocumentWire } from './kyc-presenters';

const idParams = z.object({ id: z.string() });

// `documents[]` is the spec's name; `documents` and `documents[0]` are what other form
// builders write for the same list.
const isDocumentsField = (name: string) => /^documents(\[\d*\])?$/.test(name);

/** The multipart body as the service wants it; the plugin's limit errors become field errors. */
async function readSubmission(request: FastifyRequest): Promise<KycSubmission> {
  if (!request.isMultipart())
    throw invalidInput(
      'documents',
      `Send the files as multipart/form-data under ${kycSubmitFields.files}.`,
    );
  const submission: KycSubmission = { categoryId: undefined, files: [] };
  try {
    await eachPart(request, async (part) => {
      checkFormPart(part);
      if (part.type === 'file') {
        if (!isDocumentsField(part.fieldname)) {
          part.file.resume();
          return;
        }
        submission.files.push({ clientName: part.filename, content: await part.toBuffer() });
      } else if (part.fieldname === kycSubmitFields.category) {
        submission.categoryId = String(part.value);
      }
    });
  } catch (error) {
    throw asFieldError(error, 'documents');
  }
  return submission;
}

export function kycRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/kyc/kyc_category',
    {
      schema: { response: { 200: kycCategoriesWire } },
    },
    async (request) => {
      requireSession(request);
      return { items: await listCategories(db, requestLanguage(request)) };
    },
  );

  r.get(
    '/api/kyc/kyc_details',
    { schema: { response: { 200: kycDetailsWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const documents = await listDocuments(db, memberId, requestLanguage(request));
      return { items: documents.map(toKycDocumentWire) };
    },
  );

  // The bytes of one of the member's own files; the client fetches it as a blob (spec §7).
  r.get('/api/kyc/file/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { memberId } = requireSession(request);
    const file = await readKycFile(db, config.dataDir, memberId, pathId(request.params.id, 'File'));
    return sendMemberFile(reply, file);
  });

  // The spec writes this path as /referrals/delete_kyc/{id}; the client prefixes /api.
  r.delete(
    '/api/referrals/delete_kyc/:id',
    {
      schema: {
        params: idParams,
        response: { 200: kycDeleteResponseWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const id = pathId(request.params.id, 'KYC document');
      await deleteKyc(db, config.dataDir, memberId, id);
      return { id, deleted: true as const };
    },
  );

  // Multipart parsing is registered for this one route only: every other POST stays JSON.
  void app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: kycUploadLimits.maxFileBytes,
        files: kycUploadLimits.maxFiles,
        fields: 10,
        fieldSize: 1024,
        parts: kycUploadLimits.maxFiles + 10,
      },
    });
    scoped.withTypeProvider<ZodTypeProvider>().post(
      '/api/kyc/submit',
      {
        schema: {
          description: `multipart/form-data: files under ${kycSubmitFields.files} (1 to ${kycUploadLimits.maxFiles}, PNG, JPEG or PDF, each at most ${kycUploadLimits.maxFileBytes / 1024 / 1024} MB) and ${kycSubmitFields.category}.`,
          response: { 201: kycSubmitResponseWire },
        },
      },
      async (request, reply) => {
        const { memberId } = requireSession(request);
        const document = await submitKyc(
          db,
          config.dataDir,
          memberId,
          await readSubmission(request),
          requestLanguage(request),
        );
        return reply.code(201).send({ document: toKycDocumentWire(document) });
      },
    );
  });
}
