import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MemberPage, MemberPageProps } from '@/components/member-pages/member-pages';
import { TabNav } from '@/components/tab-nav/tab-nav';

const referralSubPages = ['summary', 'joinings', 'recruiter', 'earner'] as const;

/** The referral sub-pages as link tabs, and the way to add a member to the team beside them. */
export function ReferralTabs() {
  const { t } = useTranslation(['referral', 'common']);
  const { pathname } = useLocation();
  const current = referralSubPages.find((p) => pathname.endsWith(`/referral/${p}`)) ?? 'summary';
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        minWidth: 0,
      }}
    >
      <TabNav
        current={current}
        label={t('referral:title')}
        tabs={referralSubPages.map((p) => ({
          key: p,
          to: `/member/referral/${p}`,
          label: t(`referral:${p}`),
        }))}
      />
      <Button
        component={Link}
        to="/member/signup"
        size="sm"
        variant="soft"
        startDecorator={<UserPlus size={16} aria-hidden />}
        data-testid="referral-add-member"
      >
        {t('common:menu.addMember')}
      </Button>
    </Box>
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
