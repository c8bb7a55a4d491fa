import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { AddMemberButton } from '@/components/member-pages/add-member-button';
import type { MemberPage, MemberPageProps } from '@/components/member-pages/member-pages';
import { SubPageTabs } from '@/components/tab-nav/tab-nav';
import { ToolbarRow } from '@/components/toolbar-row/toolbar-row';

const referralSubPages = ['summary', 'joinings', 'recruiter', 'earner'] as const;

/** The referral sub-pages as link tabs, and the way to add a member to the team beside them. */
function ReferralTabs() {
  const { t } = useTranslation(['referral', 'common']);
  return (
    <ToolbarRow>
      <SubPageTabs
        area="referral"
        pages={referralSubPages}
        label={t('referral:title')}
        labelOf={(p) => t(`referral:${p}`)}
      />
      <AddMemberButton testId="referral-add-member" />
    </ToolbarRow>
  );
}

/** A referral page under the referral sub-navigation. */
export function withReferralTabs(Page: MemberPage): MemberPage {
  function ReferralPage(props: MemberPageProps) {
    return (
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <ReferralTabs />
        <Page {...props} />
      </Box>
    );
  }
  return ReferralPage;
}
