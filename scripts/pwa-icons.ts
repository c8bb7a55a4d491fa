// Renders the installable app's PNG icons from public/favicon.svg with sharp (run once, the
// PNGs are committed): `npx tsx scripts/pwa-icons.ts`. The maskable icon puts the mark on a
// full-bleed brand square, inside the central 80 % safe zone that launchers never crop.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const brand = '#5b58ec';

async function main() {
  const svg = await readFile(path.join(publicDir, 'favicon.svg'));
  const render = (size: number) => sharp(svg, { density: (72 * size) / 32 }).resize(size, size);

  for (const size of [192, 512]) {
    await render(size)
      .png()
      .toFile(path.join(publicDir, `pwa-${size}x${size}.png`));
  }

  const size = 512;
  const mark = Math.round(size * 0.62);
  await sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: await render(mark).png().toBuffer(), gravity: 'centre' }])
    .png()
    .toFile(path.join(publicDir, 'pwa-maskable-512x512.png'));

  // Apple's home screen ignores the manifest and asks for a 180 px touch icon.
  await sharp({ create: { width: 180, height: 180, channels: 4, background: brand } })
    .composite([{ input: await render(140).png().toBuffer(), gravity: 'centre' }])
    .png()
    .toFile(path.join(publicDir, 'apple-touch-icon.png'));
}

await main();
