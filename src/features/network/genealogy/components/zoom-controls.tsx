import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import { Crosshair, Maximize, Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function ZoomControls({
  onZoom,
  onFit,
  onSelected,
  hasSelection,
}: {
  onZoom: (factor: number) => void;
  onFit: () => void;
  onSelected: () => void;
  hasSelection: boolean;
}) {
  const { t } = useTranslation();
  const buttons = [
    { key: 'in', icon: <Plus size={18} />, onClick: () => onZoom(1.5), disabled: false },
    { key: 'out', icon: <Minus size={18} />, onClick: () => onZoom(1 / 1.5), disabled: false },
    { key: 'fit', icon: <Maximize size={18} />, onClick: onFit, disabled: false },
    {
      key: 'selected',
      icon: <Crosshair size={18} />,
      onClick: onSelected,
      disabled: !hasSelection,
    },
  ];
  return (
    <ButtonGroup
      orientation="vertical"
      variant="outlined"
      aria-label={t('genealogy.zoom.group')}
      sx={{ bgcolor: 'background.surface', boxShadow: 'sm' }}
    >
      {buttons.map((b) => (
        <Tooltip key={b.key} title={t(`genealogy.zoom.${b.key}`)} placement="left">
          <IconButton
            aria-label={t(`genealogy.zoom.${b.key}`)}
            onClick={b.onClick}
            disabled={b.disabled}
            sx={{ minWidth: 44, minHeight: 44 }}
          >
            {b.icon}
          </IconButton>
        </Tooltip>
      ))}
    </ButtonGroup>
  );
}
