import { Route, Routes } from 'react-router-dom';
import { SaleQueueScreen } from './sale-queue-screen';
import { SaleScreen } from './sale-screen';

/** /admin/sales: the queue, and /admin/sales/:id a sale. */
export function SalesDesk() {
  return (
    <Routes>
      <Route index element={<SaleQueueScreen />} />
      <Route path=":id" element={<SaleScreen />} />
    </Routes>
  );
}
