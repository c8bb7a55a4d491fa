import { Route, Routes } from 'react-router-dom';
import { CannedAnswersScreen } from './canned-answers-screen';
import { TicketQueueScreen } from './ticket-queue-screen';
import { TicketScreen } from './ticket-screen';

/**
 * /admin/support: the queue, /admin/support/canned the canned answers, and /admin/support/:id
 * a ticket (declared last: `canned` is a screen, never a ticket's id).
 */
export function SupportDesk() {
  return (
    <Routes>
      <Route index element={<TicketQueueScreen />} />
      <Route path="canned" element={<CannedAnswersScreen />} />
      <Route path=":id" element={<TicketScreen />} />
    </Routes>
  );
}
