import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

/**
 * The company's own media, shipped with the server: the intro video, story videos, learning
 * videos and PDFs, and cover pictures (issues 12 and 14: nothing plays from an external host).
 * Only files listed here at start-up are served, so a path can never leave these folders.
 */
const folders = ['intro', 'stories', 'learning', 'covers'] as const;

const types: Record<string, string> = {
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

const mediaRoot = new URL('../media/', import.meta.url);

const catalogue = new Map<string, string>(
  folders.flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, mediaRoot))
      .filter((file) => types[extname(file)] !== undefined)
      .map((file): [string, string] => [`${folder}/${file}`, types[extname(file)]!]),
  ),
);

/** The file's bytes and type, or null when it is not one of the company's media. */
export async function readMedia(
  folder: string,
  file: string,
): Promise<{ content: Buffer; type: string } | null> {
  const type = catalogue.get(`${folder}/${file}`);
  if (!type) return null;
  return { content: await readFile(new URL(`${folder}/${file}`, mediaRoot)), type };
}

const captionLanguages = ['en', 'es'] as const;

/** The WebVTT captions shipped beside a video (`x.webm` -> `x.en.vtt`), per language. */
export function captionsOf(videoUrl: string | null): { language: string; url: string }[] {
  const match = videoUrl?.match(/^\/media\/([\w-]+)\/([\w.-]+)\.webm$/);
  if (!match) return [];
  const [, folder, name] = match;
  return captionLanguages
    .map((language) => ({ language, key: `${folder}/${name}.${language}.vtt` }))
    .filter(({ key }) => catalogue.has(key))
    .map(({ language, key }) => ({ language, url: `/media/${key}` }));
}
