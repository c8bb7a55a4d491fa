import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { FieldBinding } from '@/components/form/use-form-fields';
import type { SegmentField } from '../lib/segment-form';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * Who a team broadcast reaches: the genealogy's whole-organisation filters (level, leg, rank,
 * activity, join date, volume), every one optional. Each field shows the server's message
 * for it.
 */
export function SegmentFields({
  field,
  ranks,
}: {
  field: (name: SegmentField, domName: string) => FieldBinding;
  ranks: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation('mail');
  const bind = (name: SegmentField) => field(name, name.replace('segment.', ''));
  const number = (name: SegmentField, label: string) => (
    <TextField {...bind(name)} label={label} type="number" optional />
  );
  const choices = (pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" level="title-md" sx={{ mb: 1 }}>
        {t('broadcast.segment')}
      </Typography>
      <Box sx={grid}>
        {number('segment.level_min', t('broadcast.levelMin'))}
        {number('segment.level_max', t('broadcast.levelMax'))}
        <SelectField
          {...bind('segment.leg')}
          label={t('broadcast.leg')}
          optional
          options={choices([
            ['', t('broadcast.anyLeg')],
            ['L', t('broadcast.left')],
            ['R', t('broadcast.right')],
          ])}
        />
        <SelectField
          {...bind('segment.min_rank')}
          label={t('broadcast.minRank')}
          optional
          options={[
            { value: '', label: t('broadcast.anyRank') },
            ...ranks.map((r) => ({ value: String(r.id), label: r.name })),
          ]}
        />
        <SelectField
          {...bind('segment.activity')}
          label={t('broadcast.activity')}
          optional
          options={choices([
            ['', t('broadcast.everyone')],
            ['active', t('broadcast.activeOnly')],
            ['inactive', t('broadcast.inactiveOnly')],
          ])}
        />
        <SelectField
          {...bind('segment.volume')}
          label={t('broadcast.volume')}
          options={choices([
            ['pv', t('broadcast.pv')],
            ['tv', t('broadcast.tv')],
          ])}
        />
        {number('segment.volume_min', t('broadcast.volumeMin'))}
        {number('segment.volume_max', t('broadcast.volumeMax'))}
        <TextField
          {...bind('segment.joined_from')}
          label={t('broadcast.joinedFrom')}
          type="date"
          optional
        />
        <TextField
          {...bind('segment.joined_to')}
          label={t('broadcast.joinedTo')}
          type="date"
          optional
        />
      </Box>
    </Box>
  );
}
