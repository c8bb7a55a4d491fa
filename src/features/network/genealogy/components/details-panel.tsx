import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The member panel: a side sheet beside the tree on desktop, a drawer over it on phones and
 * tablets (where the tree needs the whole width).
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
    <Drawer
      anchor="right"
      open={open && children !== null}
      onClose={onClose}
      slotProps={{ content: { sx: { width: 'min(100vw, 380px)', p: 2, gap: 1.5 } } }}
    >
      <ModalClose aria-label={t('actions.close')} />
      <DialogTitle component="div">{title}</DialogTitle>
      <Box sx={{ overflow: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
