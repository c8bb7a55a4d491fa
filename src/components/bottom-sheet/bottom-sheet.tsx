import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §9's bottom sheet: a panel that rises from the bottom on phones and tablets, at most
 * 600 px wide and 80% of the viewport high, scrolling inside; Escape, the close button or a
 * tap outside close it, and focus returns to what opened it.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  titleId,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  titleId: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        content: {
          'aria-labelledby': titleId,
          ...(testId ? { 'data-testid': testId } : {}),
          sx: {
            width: '100%',
            maxWidth: 600,
            // Centred: a fixed box with both sides at 0 and a width takes auto margins.
            left: 0,
            right: 0,
            mx: 'auto',
            maxHeight: '80vh',
            height: 'auto',
            borderTopLeftRadius: 'lg',
            borderTopRightRadius: 'lg',
            p: 2,
            gap: 1.5,
          },
        },
      }}
    >
      <ModalClose aria-label={t('actions.close')} sx={{ minWidth: 44, minHeight: 44 }} />
      <DialogTitle component="div" id={titleId}>
        {title}
      </DialogTitle>
      <Box sx={{ overflow: 'auto', minHeight: 0 }}>{children}</Box>
    </Drawer>
  );
}
