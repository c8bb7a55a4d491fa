import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/api/auth';
import { getMemberView } from '@/session/member-view';

/**
 * On every screen of a tab that shows an operator's read-only view of a member (issue 30,
 * decision 041): whose back office it is and who opened it, and a way to end the view (its
 * token only) and close the tab. Renders nothing in an ordinary tab.
 */
export function MemberViewBanner() {
  const { t } = useTranslation('desk-members');
  const [view] = useState(getMemberView);
  const [ending, setEnding] = useState(false);
  if (!view) return null;

  const end = async () => {
    setEnding(true);
    try {
      await logout();
    } catch {
      // The view may have expired already: the tab closes all the same.
    }
    window.close();
    setEnding(false);
  };

  return (
    <Alert
      role="status"
      color="warning"
      variant="solid"
      data-testid="member-view-banner"
      startDecorator={<Eye size={18} aria-hidden />}
      endDecorator={
        <Button
          size="sm"
          variant="soft"
          color="warning"
          loading={ending}
          onClick={() => void end()}
        >
          {t('viewBanner.end')}
        </Button>
      }
      sx={{ borderRadius: 0 }}
    >
      {t('viewBanner.text', { name: view.memberName, operator: view.operatorUsername })}
    </Alert>
  );
}
