/** The unread counts the shell polls (spec §3 Counts), by kind. */
export type UnreadCounts = { order: number; payout: number; message: number };
export type UnreadKind = keyof UnreadCounts;

/** Which notification event a kind of unread item belongs to (the member's switches). */
export const eventOfKind = {
  order: 'order_status',
  payout: 'payout_status',
  message: 'new_mail',
} as const satisfies Record<UnreadKind, string>;

/**
 * The kinds that gained unread items since the last poll, and how many, leaving out the
 * events the member switched off for in-app. Nothing on the first poll: what was already
 * there when the portal opened is not news.
 */
export function newUnread(
  previous: UnreadCounts | null,
  next: UnreadCounts,
  inAppOn: (event: (typeof eventOfKind)[UnreadKind]) => boolean,
): { kind: UnreadKind; added: number }[] {
  if (previous === null) return [];
  return (Object.keys(eventOfKind) as UnreadKind[])
    .map((kind) => ({ kind, added: next[kind] - previous[kind] }))
    .filter((c) => c.added > 0 && inAppOn(eventOfKind[c.kind]));
}
