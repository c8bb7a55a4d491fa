import { describe, expect, it } from 'vitest';
import { hasTicketFilters, readTicketFilters, ticketFiltersPatch } from './ticket-filters';

describe('ticket queue filters in the address bar', () => {
  it('reads the open queue when the address names no status, and ignores unknown choices', () => {
    expect(readTicketFilters(new URLSearchParams('category=food&priority=soon'))).toEqual({
      status: 'open',
      assignee: '',
      member: '',
      category: '',
      priority: '',
    });
  });

  it('reads every filter and writes it back, leaving out the defaults', () => {
    const f = readTicketFilters(
      new URLSearchParams('status=resolved&assignee=me&member= ana &category=orders&priority=high'),
    );
    expect(f).toEqual({
      status: 'resolved',
      assignee: 'me',
      member: 'ana',
      category: 'orders',
      priority: 'high',
    });
    expect(hasTicketFilters(f)).toBe(true);
    expect(ticketFiltersPatch({ ...f, status: 'open', member: '' })).toEqual({
      status: null,
      assignee: 'me',
      member: null,
      category: 'orders',
      priority: 'high',
    });
  });
});
