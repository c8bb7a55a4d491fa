import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { createQueryClient } from './query-client';

const blocked = (code: 'demo_blocked' | 'user_blocked') =>
  new ApiError({
    kind: code,
    status: 500,
    code,
    title: 'Internal Server Error',
    message: 'Blocked.',
  });

describe('createQueryClient', () => {
  it('routes a blocked answer to a mutation (not only to a query) to the blocked screens', async () => {
    const onBlocked = vi.fn();
    const client = createQueryClient(onBlocked);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(blocked('demo_blocked')),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onBlocked).toHaveBeenCalledWith('demo_blocked');
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(blocked('user_blocked')) })
      .catch(() => undefined);
    expect(onBlocked).toHaveBeenCalledWith('user_blocked');
  });
});
