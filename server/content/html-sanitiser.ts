import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { richHtmlConfig, richHtmlLinkHook, type LinkLike } from '../../contract/rich-html';

/**
 * The server's copy of the member reader's sanitiser (contract/rich-html.ts): DOMPurify over
 * a jsdom window, made on first use so servers that never write content do not pay for it.
 */
type Jsdom = { window: { document: { createElement(tag: 'template'): Template } } };
type Template = { innerHTML: string; content: { textContent: string | null } };

let made: { purifier: ReturnType<typeof createDOMPurify>; window: Jsdom['window'] } | null = null;

function dom() {
  if (!made) {
    // jsdom ships no types of its own; this is the one place the server uses it.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => Jsdom;
    };
    const window = new JSDOM('').window;
    const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purifier.addHook('afterSanitizeAttributes', (node) =>
      richHtmlLinkHook(node as unknown as LinkLike),
    );
    made = { purifier, window };
  }
  return made;
}

/** The company's HTML with only what the member's reader keeps. */
export function sanitizeRichHtml(html: string): string {
  return dom().purifier.sanitize(html, richHtmlConfig);
}

/** Plain text (an event's description, which members read as text): every tag goes. */
export function plainText(html: string): string {
  const { purifier, window } = dom();
  const holder = window.document.createElement('template');
  holder.innerHTML = purifier.sanitize(html, { ALLOWED_TAGS: [] });
  return (holder.content.textContent ?? '').trim();
}
