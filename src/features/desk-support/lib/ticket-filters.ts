import type { DeskTicketFilter } from '@/api/desk-support';
import type { UrlPatch } from '@/components/paged-table/use-url-params';
import { ticketCategories, ticketPriorities, ticketStatuses } from '@contract/support';

const pick = <V extends string>(values: readonly V[], raw: string | null): V | '' =>
  values.includes(raw as V) ? (raw as V) : '';

/**
 * The queue's filters from the address bar (whose names are the call's query names): the open
 * tickets unless another status is named; an unknown choice falls back to any. `member` and
 * `assignee` go to the server as typed, so its message says what is wrong with them.
 */
export function readTicketFilters(params: URLSearchParams): DeskTicketFilter {
  return {
    status: pick(ticketStatuses, params.get('status')) || 'open',
    assignee: (params.get('assignee') ?? '').trim(),
    member: (params.get('member') ?? '').trim(),
    category: pick(ticketCategories, params.get('category')),
    priority: pick(ticketPriorities, params.get('priority')),
  };
}

/** The patch that writes the filters back: the default status and empty filters leave the URL. */
export function ticketFiltersPatch(f: DeskTicketFilter): UrlPatch {
  return {
    status: f.status === 'open' ? null : f.status,
    assignee: f.assignee.trim() || null,
    member: f.member.trim() || null,
    category: f.category || null,
    priority: f.priority || null,
  };
}

export const hasTicketFilters = (f: DeskTicketFilter) =>
  Boolean(f.assignee || f.member || f.category || f.priority);
