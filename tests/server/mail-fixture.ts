import { readFile } from 'node:fs/promises';

export const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`../fixtures/${name}`, import.meta.url)));

/** A message form as a browser builds it: text fields plus files under attachments[]. */
export function messageForm(
  fields: Record<string, string>,
  files: { name: string; type: string; content: Uint8Array<ArrayBuffer> }[] = [],
): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files)
    data.append('attachments[]', new Blob([f.content], { type: f.type }), f.name);
  return data;
}
