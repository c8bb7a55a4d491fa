import { BottomSheet } from '@/components/bottom-sheet/bottom-sheet';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The member panel: a side sheet beside the tree on desktop, a bottom sheet over it on phones
 * and tablets (where the tree needs the whole width).
 */
export function DetailsPanel({
  desktop,
  open,
  onClose,
  children,
}: {
  desktop: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode | null;
}) {
  const { t } = useTranslation();
  const title = (
    <Typography level="title-md" component="h2" id="genealogy-details-title">
      {t('genealogy.details.title')}
    </Typography>
  );
  if (desktop) {
    return (
      <Sheet
        variant="outlined"
        component="aside"
        aria-labelledby="genealogy-details-title"
        sx={{
          borderRadius: 'md',
          p: 2,
          overflow: 'auto',
          display: 'grid',
          gap: 1.5,
          alignContent: 'start',
        }}
      >
        {title}
        {children ?? (
          <Typography level="body-sm" textColor="text.tertiary">
            {t('genealogy.details.none')}
          </Typography>
        )}
      </Sheet>
    );
  }
  return (
    <BottomSheet
      open={open && children !== null}
      onClose={onClose}
      title={title}
      titleId="genealogy-details-sheet"
    >
      {children}
    </BottomSheet>
  );
}
