import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['support', 'mail']);

const SupportPage = lazy(() => import('./support-page').then((m) => ({ default: m.SupportPage })));
const NewTicketPage = lazy(() =>
  import('./new-ticket-page').then((m) => ({ default: m.NewTicketPage })),
);
const TicketPage = lazy(() => import('./ticket-page').then((m) => ({ default: m.TicketPage })));

/** /member/support, a new ticket and one ticket (spec §2 Support; issue 13 point 2). */
export const supportPages: MemberPages = {
  support: SupportPage,
  'support/new': NewTicketPage,
  'support/:id': TicketPage,
};
