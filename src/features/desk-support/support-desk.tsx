import { Route, Routes } from 'react-router-dom';
import { TicketQueueScreen } from './ticket-queue-screen';
import { TicketScreen } from './ticket-screen';

/** /admin/support: the queue, and /admin/support/:id a ticket. */
export function SupportDesk() {
  return (
    <Routes>
      <Route index element={<TicketQueueScreen />} />
      <Route path=":id" element={<TicketScreen />} />
    </Routes>
  );
}
