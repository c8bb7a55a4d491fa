import {
  deskLanguages,
  translationKey,
  type ContentDraft,
  type ContentSection,
  type DeskEvent,
  type DeskLearning,
  type DeskStory,
} from '@/api/desk-content';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The editor's first values: the item's, or a new one's in the portal's language. */
export function draftOf(
  section: ContentSection,
  item: DeskStory | DeskEvent | DeskLearning | null,
  language: string,
): ContentDraft {
  const common = {
    language: item?.language ?? language,
    title: item?.title ?? '',
    description: item?.description ?? '',
  };
  if (section === 'stories') {
    const s = item as DeskStory | null;
    return {
      ...common,
      kind: s?.kind ?? 'article',
      content: s?.content ?? '',
      url: s?.url ?? '',
      image_preview: s?.imagePreview ?? '',
    };
  }
  if (section === 'events') {
    const e = item as DeskEvent | null;
    return {
      ...common,
      start_date: toLocalInput(e?.startDate ?? null),
      end_date: toLocalInput(e?.endDate ?? null),
      venue: e?.venue ?? '',
      online_url: e?.onlineUrl ?? '',
      image_preview: e?.imagePreview ?? '',
      tag: e?.tag ?? '',
      ...Object.fromEntries(
        deskLanguages.flatMap((lng) =>
          (['title', 'description', 'venue'] as const).map((f) => [
            translationKey(f, lng),
            e?.translations[lng]?.[f] ?? '',
          ]),
        ),
      ),
    };
  }
  const l = item as DeskLearning | null;
  return {
    ...common,
    course: l?.course ?? 'starter',
    format: l?.format ?? 'article',
    content: l?.content ?? '',
    url: l?.url ?? '',
    sort_order: String(l?.sortOrder ?? 0),
  };
}

/** What the preview asks the server to sanitise, and as which kind. */
export function previewRequest(section: ContentSection, d: ContentDraft) {
  if (section === 'events') return { kind: 'event' as const, body: d.description ?? '' };
  if (section === 'learnings') return { kind: 'learning' as const, body: d.content ?? '' };
  return {
    kind: d.kind === 'video' ? ('video' as const) : ('article' as const),
    body: d.content ?? '',
  };
}
