import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import { Navigate } from 'react-router-dom';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['mail']);

const lists = () => import('./inbox-page');
const reading = () => import('./conversation-page');
const InboxPage = lazy(() => lists().then((m) => ({ default: m.InboxPage })));
const SentPage = lazy(() => lists().then((m) => ({ default: m.SentPage })));
const ConversationPage = lazy(() => reading().then((m) => ({ default: m.ConversationPage })));
const SentItemPage = lazy(() => reading().then((m) => ({ default: m.SentItemPage })));
const ComposePage = lazy(() => import('./compose-page').then((m) => ({ default: m.ComposePage })));
const BroadcastPage = lazy(() =>
  import('./broadcast-page').then((m) => ({ default: m.BroadcastPage })),
);

/** /member/mail/* (spec §2 Mail; issue 13 point 1). `mail` itself redirects to the inbox. */
export const mailPages: MemberPages = {
  'mail/inbox': InboxPage,
  'mail/sent': SentPage,
  'mail/compose': ComposePage,
  'mail/broadcast': BroadcastPage,
  'mail/conversation': () => <Navigate to="/member/mail/inbox" replace />,
  'mail/conversation/:id': ConversationPage,
  'mail/sent-item': () => <Navigate to="/member/mail/sent" replace />,
  'mail/sent-item/:id': SentItemPage,
};
