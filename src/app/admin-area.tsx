import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { DeskPage } from '@/components/desk/desk-page';
import { useOperator } from '@/components/desk/operator-context';
import { deskPages } from './desk-pages';
import { DeskHome } from './desk/desk-home';
import { DeskNotAllowed, DeskNotFound } from './desk/desk-not-allowed';
import { DeskShell } from './layouts/desk-shell';

/** A desk page for an operator holding its permission; the desk's own refusal for the rest. */
function Permitted({ page, children }: { page: DeskPage; children: ReactNode }) {
  const operator = useOperator();
  return operator?.permissions.includes(page.permission) ? children : <DeskNotAllowed />;
}

/** Everything under /admin: the operator desk (issue 30), a separately loaded chunk. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<DeskShell pages={deskPages} />}>
        <Route index element={<DeskHome pages={deskPages} />} />
        {deskPages.map((page) => (
          <Route
            key={page.path}
            path={`${page.path}/*`}
            element={
              <Permitted page={page}>
                <page.Component />
              </Permitted>
            }
          />
        ))}
        <Route path="*" element={<DeskNotFound />} />
      </Route>
    </Routes>
  );
}
