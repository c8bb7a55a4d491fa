import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveKycDocument,
  getDeskKycDetail,
  rejectKycDocument,
  type DeskKycFilter,
} from '@/api/desk-kyc';

export const deskKycKeys = {
  all: ['desk-kyc'] as const,
  documents: (filter: DeskKycFilter) => [...deskKycKeys.all, 'documents', filter] as const,
  document: (id: string) => [...deskKycKeys.all, 'document', id] as const,
  file: (url: string) => [...deskKycKeys.all, 'file', url] as const,
};

export const deskKycDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deskKycKeys.document(id),
    queryFn: ({ signal }) => getDeskKycDetail(id, signal),
  });

/** Approve or reject; either way the queue and the document are read again. */
export function useDecideKyc(id: number) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: deskKycKeys.all });
  const approve = useMutation({ mutationFn: () => approveKycDocument(id), onSettled });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectKycDocument(id, reason),
    onSettled,
  });
  return { approve, reject };
}
