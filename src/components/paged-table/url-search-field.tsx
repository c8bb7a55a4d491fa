import Input from '@mui/joy/Input';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import { useUrlParams } from './use-url-params';

/**
 * A list's search box kept in the address bar (`?search=`), so a search survives a reload and
 * can be shared; the URL follows the typing once it pauses.
 */
export function UrlSearchField({
  label,
  param = 'search',
  testId,
}: {
  label: string;
  param?: string;
  testId?: string;
}) {
  const [params, update] = useUrlParams();
  const fromUrl = params.get(param) ?? '';
  const [text, setText] = useState(fromUrl);
  const settled = useDebounced(text.trim(), 300);
  useEffect(() => {
    if (settled !== fromUrl) update({ [param]: settled });
    // Only the typing drives the URL.
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  // The URL changed from outside (back button, a link): the box shows what it now holds.
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (seenUrl !== fromUrl) {
    setSeenUrl(fromUrl);
    if (text.trim() !== fromUrl) setText(fromUrl);
  }
  return (
    <Input
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={label}
      startDecorator={<Search size={16} aria-hidden />}
      slotProps={{ input: { 'aria-label': label, ...{ 'data-testid': testId } } }}
      sx={{ minWidth: 0, flex: '1 1 220px', maxWidth: 420 }}
    />
  );
}

/** The search the URL holds, trimmed. */
export function useUrlSearch(param = 'search'): string {
  const [params] = useUrlParams();
  return (params.get(param) ?? '').trim();
}
