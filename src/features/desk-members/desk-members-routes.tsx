import { Users } from 'lucide-react';
import { Route, Routes } from 'react-router-dom';
import type { DeskPage } from '@/components/desk/desk-page';
import { MemberDetailPage } from './member-detail-page';
import { MemberSearchPage } from './member-search-page';

/** /admin/members: the search at the root, one member at /admin/members/:id. */
function DeskMembersArea() {
  return (
    <Routes>
      <Route index element={<MemberSearchPage />} />
      <Route path=":id" element={<MemberDetailPage />} />
    </Routes>
  );
}

/** The desk's member tools (issue 30 point 4), for operators holding `members`. */
export const deskMembersPages: DeskPage[] = [
  {
    path: 'members',
    permission: 'members',
    labelKey: 'desk-members:nav',
    icon: Users,
    Component: DeskMembersArea,
  },
];
