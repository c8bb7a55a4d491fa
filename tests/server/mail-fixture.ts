import { readFile } from 'node:fs/promises';
import type { TestApp } from './app-fixture';

export const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`../fixtures/${name}`, import.meta.url)));

/** A message form as a browser builds it: text fields plus files under attachments[]. */
export function messageForm(fields: Record<string, string>, files: FormFile[] = []): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files)
    data.append('attachments[]', new Blob([f.content], { type: f.type }), f.name);
  return data;
}

/** A file of a message form: its name, its type and its bytes. */
export type FormFile = { name: string; type: string; content: Uint8Array<ArrayBuffer> };

/**
 * A member's POST of a message form (mail compose, a support ticket): text fields plus files,
 * under the member's token.
 */
export const formPoster =
  (t: () => TestApp, url: string) =>
  (token: string, fields: Record<string, string>, files: FormFile[] = []) =>
    t().call({ method: 'POST', url, token, payload: messageForm(fields, files) });
