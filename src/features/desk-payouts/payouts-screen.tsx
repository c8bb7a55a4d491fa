import { Route, Routes } from 'react-router-dom';
import { BatchesPage } from './batches-page';
import { PayoutDetailPage } from './payout-detail-page';
import { QueuePage } from './queue-page';

/** /admin/payouts/*: the queue, the batches, and one payout. */
export function PayoutsScreen() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path="batches" element={<BatchesPage />} />
      <Route path=":id" element={<PayoutDetailPage />} />
    </Routes>
  );
}
