import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineSearch, DownlineTree } from '@/api/users';
import {
  checkDownlineSearch,
  keywordMaxLength,
  levelsMax,
  type DownlineSearchForm as FormValues,
  type DownlineSearchIssue,
} from '../lib/downline-search';

const trees: readonly DownlineTree[] = ['sponsor', 'placement'];

type Props = {
  initial: FormValues;
  /** Field errors the server sent for the last search. */
  serverErrors: { keyword?: string; levels?: string };
  /** Shown under the levels field, e.g. how deep the placement tree goes. */
  levelsHint: string;
  busy: boolean;
  onSearch: (tree: DownlineTree, search: DownlineSearch) => void;
};

export function DownlineSearchForm({ initial, serverErrors, levelsHint, busy, onSearch }: Props) {
  const { t } = useTranslation('common');
  const [form, setForm] = useState(initial);
  const [issues, setIssues] = useState<Partial<Record<'keyword' | 'levels', DownlineSearchIssue>>>(
    {},
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDownlineSearch(form);
    if (!checked.ok) return setIssues(checked.issues);
    setIssues({});
    onSearch(checked.tree, checked.search);
  };
  const keywordError = issues.keyword
    ? t(`networkTables.downline.issues.${issues.keyword}`, { max: keywordMaxLength })
    : serverErrors.keyword;
  const levelsError = issues.levels
    ? t(`networkTables.downline.issues.${issues.levels}`, { max: levelsMax })
    : serverErrors.levels;

  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'minmax(0, 2fr) minmax(0, 1fr)',
          lg: 'minmax(0, 2fr) minmax(0, 1fr) auto auto',
        },
      }}
    >
      <FormControl error={Boolean(keywordError)}>
        <FormLabel>{t('networkTables.downline.keyword')}</FormLabel>
        <Input
          name="keyword"
          value={form.keyword}
          onChange={(e) => setForm({ ...form, keyword: e.target.value })}
          startDecorator={<Search size={16} />}
          slotProps={{ input: { maxLength: keywordMaxLength, 'data-testid': 'downline-keyword' } }}
        />
        {keywordError && <FormHelperText>{keywordError}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(levelsError)}>
        <FormLabel>{t('networkTables.downline.levels')}</FormLabel>
        <Input
          name="levels"
          type="number"
          value={form.levels}
          onChange={(e) => setForm({ ...form, levels: e.target.value })}
          slotProps={{ input: { min: 1, max: levelsMax, inputMode: 'numeric' } }}
        />
        <FormHelperText>{levelsError ?? levelsHint}</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel id="downline-tree-label">{t('networkTables.downline.tree')}</FormLabel>
        <ToggleButtonGroup
          aria-labelledby="downline-tree-label"
          value={form.tree}
          onChange={(_, value) => value && setForm({ ...form, tree: value as DownlineTree })}
        >
          {trees.map((tree) => (
            <Button
              key={tree}
              value={tree}
              variant={form.tree === tree ? 'solid' : 'outlined'}
              color={form.tree === tree ? 'primary' : 'neutral'}
            >
              {t(`networkTables.downline.${tree}`)}
            </Button>
          ))}
        </ToggleButtonGroup>
      </FormControl>
      <FormControl>
        {/* An empty label keeps the button on the line of the fields at every width. */}
        <FormLabel aria-hidden sx={{ display: { xs: 'none', sm: 'flex' } }}>
          &nbsp;
        </FormLabel>
        <Button type="submit" loading={busy} startDecorator={<Search size={16} />}>
          {t('actions.search')}
        </Button>
      </FormControl>
    </Box>
  );
}
