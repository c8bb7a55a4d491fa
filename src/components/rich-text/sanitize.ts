import DOMPurify from 'dompurify';
import { richHtmlConfig, withRichHtmlHooks } from '@contract/rich-html';

/**
 * The company's content is HTML written in its back office (spec §3 Article content). It is
 * sanitised here, right before rendering, with DOMPurify and the rules the server also
 * applies when the desk stores it (contract/rich-html.ts).
 */
const purifier = withRichHtmlHooks(DOMPurify());

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, richHtmlConfig);
}
