import type { LeadStatus } from '@contract/crm';

/** Where a card may be dropped: anywhere but enrolled, which only a signup reaches. */
export function canDrop(from: LeadStatus, to: LeadStatus): boolean {
  return from !== to && from !== 'enrolled' && to !== 'enrolled';
}
