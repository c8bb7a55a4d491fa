import { fullName } from '@contract/names';
import { operatorMeWire, type OperatorPermission } from '@contract/operator';
import type { z } from 'zod';
import { signalOf } from './cursor-page';
import { get } from './http';

/** Who is at the operator desk (issue 30) and what the server lets them do there. */
export type OperatorMe = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  fullName: string;
  permissions: OperatorPermission[];
};

const toOperatorMe = (w: z.infer<typeof operatorMeWire>): OperatorMe => ({
  id: w.id,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  fullName: fullName(w.first_name, w.last_name),
  permissions: w.permissions,
});

/** GET /api/admin/me: the desk's menu follows these permissions; the server checks each call. */
export const getOperatorMe = async (signal?: AbortSignal): Promise<OperatorMe> =>
  toOperatorMe(await get('/api/admin/me', { schema: operatorMeWire, ...signalOf(signal) }));

/** The desk's shared keys; a desk feature keeps its own lists under ['desk', <area>]. */
export const deskKeys = {
  all: ['desk'] as const,
  me: () => [...deskKeys.all, 'me'] as const,
};
