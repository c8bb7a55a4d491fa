import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Box from '@mui/joy/Box';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineReportFilters } from '@/api/reports';
import { downlineCategories } from '@contract/network';

/** Category applies at once; the member and level apply on "Show" (no request per keystroke). */
export function DownlineFilterBar({
  value,
  onChange,
}: {
  value: DownlineReportFilters;
  onChange: (patch: Partial<DownlineReportFilters>) => void;
}) {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState(value.username ?? '');
  const [level, setLevel] = useState(value.level ? String(value.level) : '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(level);
    onChange({ username, level: Number.isInteger(n) && n > 0 ? n : undefined });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end', flex: '1 1 auto' }}
    >
      <FormControl size="sm" sx={{ minWidth: 170, flex: '1 1 170px' }}>
        <FormLabel>{t('reports.downlines.category')}</FormLabel>
        <Select
          size="sm"
          value={value.category}
          data-testid="category-filter"
          onChange={(_e, next) => next && onChange({ category: next })}
        >
          {downlineCategories.map((c) => (
            <Option key={c} value={c}>
              {t(`reports.downlines.categories.${c}`)}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl size="sm" sx={{ minWidth: 160, flex: '1 1 160px' }}>
        <FormLabel>{t('reports.downlines.downlineOf')}</FormLabel>
        <Input
          size="sm"
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </FormControl>
      <FormControl size="sm" sx={{ width: 90 }}>
        <FormLabel>{t('reports.downlines.levelFilter')}</FormLabel>
        <Input
          size="sm"
          name="level"
          type="number"
          slotProps={{ input: { min: 1, step: 1 } }}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
        />
      </FormControl>
      <Button size="sm" type="submit">
        {t('reports.downlines.apply')}
      </Button>
    </Box>
  );
}
