import { describe, expect, it } from 'vitest';
import { setToken } from '@/session/storage';
import {
  getDeskKycDetail,
  getDeskKycDocuments,
  getDeskKycFile,
  rejectKycDocument,
  toDeskKycDetail,
} from './desk-kyc';
import { isApiError } from './http';
import { json, mockFetchPerTest } from './test-fetch';

const { fetchMock, url } = mockFetchPerTest();

const documentWire = {
  id: 7,
  member: { id: 42, username: 'ann', first_name: 'Ann', last_name: null },
  category_id: 1,
  category_name: 'Identity document',
  status: 'rejected' as const,
  reason: 'Blurred photo.',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T09:30:00.000Z',
  file_count: 2,
};

const detailWire = {
  document: documentWire,
  member: {
    id: 42,
    username: 'ann',
    first_name: 'Ann',
    last_name: null,
    email: 'ann@example.com',
    joined_at: '2025-01-02T00:00:00.000Z',
  },
  files: [
    {
      id: 3,
      file_name: 'card.png',
      mime_type: 'image/png',
      size: 313,
      url: '/api/admin/kyc/files/3',
    },
  ],
  other_documents: [
    {
      id: 5,
      category_name: 'Proof of address',
      status: 'approved' as const,
      created_at: '2026-10-01T00:00:00.000Z',
    },
  ],
};

describe('desk KYC wire mapping', () => {
  it('maps a document detail to camelCase, field by field', () => {
    expect(toDeskKycDetail(detailWire)).toEqual({
      document: {
        id: 7,
        member: { id: 42, username: 'ann', firstName: 'Ann', lastName: null },
        categoryId: 1,
        categoryName: 'Identity document',
        status: 'rejected',
        reason: 'Blurred photo.',
        dateCreated: '2026-11-20T10:00:00.000Z',
        dateUpdated: '2026-11-21T09:30:00.000Z',
        fileCount: 2,
      },
      member: {
        id: 42,
        username: 'ann',
        firstName: 'Ann',
        lastName: null,
        email: 'ann@example.com',
        dateJoined: '2025-01-02T00:00:00.000Z',
      },
      files: [
        {
          id: 3,
          fileName: 'card.png',
          mimeType: 'image/png',
          size: 313,
          url: '/api/admin/kyc/files/3',
        },
      ],
      otherDocuments: [
        {
          id: 5,
          categoryName: 'Proof of address',
          status: 'approved',
          dateCreated: '2026-10-01T00:00:00.000Z',
        },
      ],
    });
  });

  it('asks the queue with the status, the member search and the cursor', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ items: [documentWire], next_page_url: 'http://x/next?cursor=abc' }),
    );
    const page = await getDeskKycDocuments({ status: 'all', member: 'ann' }, 'abc');
    expect(url().pathname).toBe('/api/admin/kyc/documents');
    expect(url().searchParams.get('status')).toBe('all');
    expect(url().searchParams.get('member')).toBe('ann');
    expect(url().searchParams.get('cursor')).toBe('abc');
    expect(page.items[0]).toMatchObject({ id: 7, member: { firstName: 'Ann' }, fileCount: 2 });
    expect(page.nextPageUrl).toBe('http://x/next?cursor=abc');
  });

  it('leaves an empty member search out of the query', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [], next_page_url: null }));
    await getDeskKycDocuments({ status: 'pending', member: '' }, null);
    expect(url().searchParams.has('member')).toBe(false);
  });

  it('reads one document by its id and posts a rejection with its reason', async () => {
    fetchMock.mockResolvedValueOnce(json(detailWire));
    expect((await getDeskKycDetail('7')).files[0]!.url).toBe('/api/admin/kyc/files/3');
    expect(url().pathname).toBe('/api/admin/kyc/documents/7');
    fetchMock.mockResolvedValueOnce(json({ document: documentWire }));
    expect((await rejectKycDocument(7, 'Blurred photo.')).reason).toBe('Blurred photo.');
    expect(url(1).pathname).toBe('/api/admin/kyc/documents/7/reject');
    const init = fetchMock.mock.calls[1]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ reason: 'Blurred photo.' });
  });

  it('fetches a file with the bearer token, and turns a refusal into an ApiError', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const blob = await getDeskKycFile('/api/admin/kyc/files/3');
    expect(blob.size).toBe(3);
    const headers = new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_code: 'not_found', message: 'File not found.' }), {
        status: 404,
      }),
    );
    const error = await getDeskKycFile('/api/admin/kyc/files/9').catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe('File not found.');
  });
});
