import { spanishMessages, spanishWordPatterns, spanishWords } from './messages-es';

/** The languages server messages are written in; English is the source (decision 044). */
type MessageLanguage = 'en' | 'es';

type Template = { pattern: RegExp; names: string[]; spanish: string };

const placeholder = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The catalogue's entries with parameters (`Use at most {max} characters.`) as patterns that
 * read the values back out of a finished English message. Each parameter matches the least
 * text that lets the rest match, so neighbouring words anchor it.
 */
function templatesOf(catalogue: Readonly<Record<string, string>>): Template[] {
  const templates: Template[] = [];
  for (const [english, spanish] of Object.entries(catalogue)) {
    if (!english.includes('{')) continue;
    const names: string[] = [];
    const parts = english.split(placeholder);
    let source = '';
    parts.forEach((part, index) => {
      if (index % 2 === 0) source += escape(part);
      else {
        names.push(part);
        // A value never runs over the end of a sentence, so a template matches one sentence
        // of a longer message rather than swallowing the rest; one that ends the template
        // (a reason the operator wrote) may hold sentences of its own.
        source +=
          index === parts.length - 2 && parts.at(-1) === '' ? '(.*)' : '((?:(?![.?!]\\s).)*?)';
      }
    });
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, spanish });
  }
  // The most specific first: a longer fixed text leaves less to chance.
  return templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
}

const spanishTemplates = templatesOf(spanishMessages);

/**
 * A parameter's value in Spanish when it is English the server put in: a field's name, a wait,
 * or a catalogued phrase (an e-mail's "Payout #12 was paid"); any other value (an amount, a
 * name, a date) stays as it is. A value is shorter than its message, so this ends.
 */
function spanishWord(value: string): string {
  const word = spanishWords[value];
  if (word !== undefined) return word;
  for (const [pattern, spanish] of spanishWordPatterns)
    if (pattern.test(value)) return value.replace(pattern, spanish);
  return value.includes(' ') ? (spanishOf(value) ?? value) : value;
}

function fromTemplate(message: string): string | null {
  for (const t of spanishTemplates) {
    const match = t.pattern.exec(message);
    if (!match) continue;
    // A name used twice in the English (`{minorToDecimal}` … `{minorToDecimal}`) is filled
    // in the same order in the Spanish.
    const values = new Map<string, string[]>();
    t.names.forEach((name, i) =>
      values.set(name, [...(values.get(name) ?? []), match[i + 1] ?? '']),
    );
    const used = new Map<string, number>();
    return t.spanish.replace(placeholder, (_whole, name: string) => {
      const nth = used.get(name) ?? 0;
      used.set(name, nth + 1);
      return spanishWord(values.get(name)?.[nth] ?? '');
    });
  }
  return null;
}

/** One sentence or a whole message in Spanish, or null when the catalogue lacks it. */
function spanishOf(message: string): string | null {
  const exact = spanishMessages[message];
  if (exact !== undefined) return exact;
  return fromTemplate(message);
}

/**
 * A server message in the language asked for. English is the source; a Spanish message comes
 * from the catalogue, whole or sentence by sentence (a message built from two sentences);
 * anything the catalogue lacks stays English rather than failing the answer.
 */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language === 'en') return message;
  const whole = spanishOf(message);
  if (whole !== null) return whole;
  // Sentences end in . ? or ! before a space: "a•••@example.com." and "12.50" stay whole.
  const sentences = message.split(/(?<=[.?!])\s+/);
  if (sentences.length < 2) return message;
  const parts = sentences.map((s) => spanishOf(s));
  if (parts.some((p) => p === null)) return message;
  return parts.join(' ');
}

/** Whether the catalogue has the message in Spanish (the error boundary's zod fallback). */
export const hasSpanish = (message: string): boolean => spanishOf(message) !== null;

/** A §8 `errors` object with every field message in the language asked for. */
export function translateErrors(
  errors: Record<string, string[]>,
  language: MessageLanguage,
): Record<string, string[]> {
  if (language === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((m) => translateMessage(m, language)),
    ]),
  );
}
