import { contentStates } from '@contract/desk-content';
import type { ContentFilters, ContentSection } from '@/api/desk-content';
import type { UrlPatch } from '@/components/paged-table/use-url-params';

export const contentSections: readonly ContentSection[] = ['stories', 'events', 'learnings'];

const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | '' =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';

/** The list's tab and filters from the address bar; anything unknown is no filter. */
export function readContentView(params: URLSearchParams): {
  section: ContentSection;
  filters: ContentFilters;
} {
  const section = oneOf(params.get('section'), contentSections) || 'stories';
  const language = params.get('language') ?? '';
  return {
    section,
    filters: {
      state: oneOf(params.get('state'), contentStates),
      language: /^[a-z]{2}$/.test(language) ? language : '',
      kind: section === 'stories' ? oneOf(params.get('kind'), ['article', 'video'] as const) : '',
    },
  };
}

/** The address bar's change for a new tab: its filters start empty. */
export const sectionPatch = (section: ContentSection): UrlPatch => ({
  section,
  state: null,
  language: null,
  kind: null,
});
