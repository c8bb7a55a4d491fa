import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { GenealogyMember } from '@/api/genealogy';
import { fullName } from '@contract/names';
import {
  KIND_EMPTY_LEFT,
  KIND_MEMBER,
  childrenOf,
  type GenealogyLayout,
} from '@workers/genealogy/protocol';
import { touchLinkSx } from '@/lib/touch-target';
import { visuallyHidden } from '@/lib/visually-hidden';

const MAX_CHILDREN = 20;

/**
 * The screen-reader (and keyboard) alternative to the canvas: the focused member, its parent
 * and children as links, announced politely when focus moves. Hidden until it gets focus.
 */
export function TreeNeighbourhood({
  ref,
  layout,
  focused,
  members,
  onFocusNode,
  ensureDetails,
}: {
  ref?: Ref<HTMLElement>;
  layout: GenealogyLayout;
  focused: number;
  members: ReadonlyMap<number, GenealogyMember>;
  onFocusNode: (index: number) => void;
  ensureDetails: (indices: number[]) => void;
}) {
  const { t } = useTranslation();
  const at = focused >= 0 && focused < layout.count ? focused : 0;
  const parent = layout.parent[at]!;
  const kids = childrenOf(layout, at);
  const shownKids = kids.slice(0, MAX_CHILDREN);
  const key = [at, parent, ...shownKids].join(',');
  useEffect(() => ensureDetails([at, parent, ...shownKids].filter((i) => i >= 0)), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const label = (i: number) => {
    if (layout.kind[i] !== KIND_MEMBER) {
      return t('genealogy.a11y.freeSlot', {
        leg: t(layout.kind[i] === KIND_EMPTY_LEFT ? 'genealogy.legs.left' : 'genealogy.legs.right'),
      });
    }
    const m = members.get(layout.ids[i]!);
    return m
      ? `${fullName(m.firstName, m.lastName)} (@${m.username})`
      : t('genealogy.a11y.loading');
  };
  const m = members.get(layout.ids[at]!);
  const announcement = t('genealogy.a11y.focused', {
    name: label(at),
    level: layout.depth[at],
    count: kids.length,
    hidden: layout.hiddenChildren[at],
  });

  return (
    <Box
      ref={ref}
      component="nav"
      aria-label={t('genealogy.a11y.heading')}
      data-testid="genealogy-neighbourhood"
      sx={{
        ...visuallyHidden,
        '&:focus-within': {
          position: 'absolute',
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          left: 8,
          top: 8,
          zIndex: 3,
          p: 1.5,
          maxWidth: 320,
          maxHeight: '80%',
          overflow: 'auto',
          whiteSpace: 'normal',
          bgcolor: 'background.surface',
          border: '1px solid',
          borderColor: 'neutral.outlinedBorder',
          borderRadius: 'md',
          boxShadow: 'md',
        },
      }}
    >
      <Typography level="title-sm">{label(at)}</Typography>
      <Typography role="status" aria-live="polite" level="body-xs">
        {m || layout.kind[at] !== KIND_MEMBER ? announcement : ''}
      </Typography>
      <ul>
        {parent >= 0 && (
          <li>
            {t('genealogy.a11y.parent')}:{' '}
            <Link component="button" onClick={() => onFocusNode(parent)} sx={touchLinkSx}>
              {label(parent)}
            </Link>
          </li>
        )}
        {shownKids.map((c) => (
          <li key={c}>
            <Link component="button" onClick={() => onFocusNode(c)} sx={touchLinkSx}>
              {label(c)}
            </Link>
          </li>
        ))}
        {kids.length > MAX_CHILDREN && (
          <li>{t('genealogy.a11y.more', { count: kids.length - MAX_CHILDREN })}</li>
        )}
      </ul>
    </Box>
  );
}
