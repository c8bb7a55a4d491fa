/** Appends a canned answer to what is written already, a blank line between them. */
export const withCanned = (text: string, canned: string) =>
  text.trim() ? `${text.trimEnd()}\n\n${canned}` : canned;
