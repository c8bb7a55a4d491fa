import Button from '@mui/joy/Button';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** "Add a member" beside an area's navigation (network, referral): the member-added signup. */
export function AddMemberButton({ testId }: { testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Button
      component={Link}
      to="/member/signup"
      size="sm"
      variant="soft"
      startDecorator={<UserPlus size={16} aria-hidden />}
      data-testid={testId}
    >
      {t('menu.addMember')}
    </Button>
  );
}
