import DOMPurify from 'dompurify';
import { richHtmlConfig, richHtmlLinkHook } from '@contract/rich-html';

/**
 * The company's content is HTML written in its back office (spec §3 Article content). It is
 * sanitised here, right before rendering, with DOMPurify and the rules the server also
 * applies when the desk stores it (contract/rich-html.ts).
 */
const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', richHtmlLinkHook);

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, richHtmlConfig);
}
