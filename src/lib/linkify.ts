/**
 * Plain text cut into text and links, for bodies that are shown as written (mail, tickets):
 * only http(s) URLs and www. addresses become links; nothing else is interpreted. The
 * caller renders each part as a text node or an anchor, never as HTML.
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A URL runs to the next space or angle bracket; trailing punctuation belongs to the sentence.
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const punctuation = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ')', ']', '}']);

const count = (s: string, c: string) => s.split(c).length - 1;

/** Drops trailing punctuation, but keeps a ')' that closes a '(' of the URL itself. */
function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && punctuation.has(url[end - 1]!)) {
    const head = url.slice(0, end);
    if (url[end - 1] === ')' && count(head, '(') >= count(head, ')')) break;
    end--;
  }
  return url.slice(0, end);
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    // A closing parenthesis stays when the URL opened one: https://en.wikipedia.org/wiki/X_(y)
    const url = trimUrl(match[0]);
    if (url.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
