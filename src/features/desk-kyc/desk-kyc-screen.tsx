import { Route, Routes } from 'react-router-dom';
import { DocumentScreen } from './document-screen';
import { QueueScreen } from './queue-screen';

/** /admin/kyc/*: the queue, and one document under its id. */
export function DeskKycScreen() {
  return (
    <Routes>
      <Route index element={<QueueScreen />} />
      <Route path=":id" element={<DocumentScreen />} />
    </Routes>
  );
}
