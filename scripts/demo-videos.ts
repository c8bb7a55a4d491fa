// Renders the demo company's videos (stories, learnings, the intro) as short animated title
// slides: the company's name, the video's topic, three points, a closing card. Run once, the
// files are committed: `npx tsx scripts/demo-videos.ts`. No video tool is needed: Chromium
// draws each frame on a canvas and records it with MediaRecorder (VP8 in WebM); the file
// then gets its duration written into its header, which MediaRecorder leaves out (without
// it a player shows no length and cannot seek).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/media');

interface Slide {
  /** Under server/media; the seed links these paths. */
  file: string;
  kicker: string;
  title: string;
  points: [string, string, string];
  /** The slide's accent, beside the brand colour. */
  accent: string;
}

const company = 'Nimbus Wellness';

const slides: Slide[] = [
  {
    file: 'intro/intro.webm',
    kicker: 'Welcome',
    title: 'Your business, in one place',
    points: ['Track your team and volumes', 'See every commission paid', 'Share, sell and grow'],
    accent: '#1f8a4c',
  },
  {
    file: 'stories/welcome.webm',
    kicker: 'Back office tour',
    title: 'Welcome to the back office',
    points: ['Your dashboard at a glance', 'Wallet, orders and payouts', 'Your genealogy, live'],
    accent: '#e07b00',
  },
  {
    file: 'stories/referral-link.webm',
    kicker: 'Grow your team',
    title: 'Sharing your referral link',
    points: ['Copy it from Referral', 'Send it with a personal note', 'Follow up within two days'],
    accent: '#0b6bcb',
  },
  {
    file: 'learning/volumes.webm',
    kicker: 'Learning · Volumes',
    title: 'PV, TV and CV in a minute',
    points: ['PV: your own orders', 'TV: your team, per leg', 'CV: what pays commissions'],
    accent: '#d63c9c',
  },
];

/** Seconds per video, frame size and bit rate: a few seconds, well under 300 KB. */
const SECONDS = 6;
const WIDTH = 640;
const HEIGHT = 360;
const BITS_PER_SECOND = 280_000;

/** Runs in the page: draws the slide at time t (seconds) on the canvas. */
function pageScript() {
  const ease = (x: number) => 1 - (1 - Math.min(Math.max(x, 0), 1)) ** 3;
  const w = window as unknown as {
    record(slide: Slide, opts: { seconds: number; bps: number; company: string }): Promise<string>;
  };
  w.record = async (slide, { seconds, bps, company }) => {
    const canvas = document.querySelector('canvas')!;
    const ctx = canvas.getContext('2d')!;
    const { width, height } = canvas;
    const brand = '#5b58ec';
    const draw = (t: number) => {
      // Background: a slow diagonal gradient and two drifting circles.
      const g = ctx.createLinearGradient(0, 0, width, height);
      g.addColorStop(0, '#1b1a4a');
      g.addColorStop(1, brand);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      ctx.globalAlpha = 0.18;
      ctx.fillStyle = slide.accent;
      ctx.beginPath();
      ctx.arc(width * 0.85 + Math.sin(t * 0.9) * 30, height * 0.25, 120, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(width * 0.1 + Math.cos(t * 0.7) * 24, height * 0.95, 90, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
      // The company's mark and name, top left.
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(44, 40, 12, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = brand;
      ctx.beginPath();
      ctx.arc(48, 36, 6, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.font = '600 16px sans-serif';
      ctx.textBaseline = 'middle';
      ctx.fillText(company, 66, 41);

      const closing = t > seconds - 1.4;
      if (!closing) {
        // Kicker and title slide in from the left; the points follow one by one.
        const a = ease(t / 0.8);
        ctx.globalAlpha = a;
        ctx.fillStyle = slide.accent;
        ctx.fillRect(40 - (1 - a) * 60, 112, 48, 4);
        ctx.fillStyle = '#dcdcff';
        ctx.font = '600 15px sans-serif';
        ctx.fillText(slide.kicker.toUpperCase(), 40 - (1 - a) * 60, 136);
        ctx.fillStyle = '#ffffff';
        ctx.font = '700 32px sans-serif';
        ctx.fillText(slide.title, 40 - (1 - a) * 60, 176);
        slide.points.forEach((p, n) => {
          const b = ease((t - 1.2 - n * 0.7) / 0.5);
          ctx.globalAlpha = b;
          ctx.fillStyle = slide.accent;
          ctx.beginPath();
          ctx.arc(50, 226 + n * 34, 5, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = '#ffffff';
          ctx.font = '400 19px sans-serif';
          ctx.fillText(p, 66 + (1 - b) * 20, 227 + n * 34);
        });
        ctx.globalAlpha = 1;
      } else {
        const c = ease((t - (seconds - 1.4)) / 0.5);
        ctx.globalAlpha = c;
        ctx.fillStyle = '#ffffff';
        ctx.textAlign = 'center';
        ctx.font = '700 36px sans-serif';
        ctx.fillText(company, width / 2, height / 2 - 10);
        ctx.font = '400 17px sans-serif';
        ctx.fillStyle = '#dcdcff';
        ctx.fillText('Your back office · member portal', width / 2, height / 2 + 28);
        ctx.textAlign = 'left';
        ctx.globalAlpha = 1;
      }
      // Progress along the bottom.
      ctx.fillStyle = 'rgba(255,255,255,0.25)';
      ctx.fillRect(0, height - 4, width, 4);
      ctx.fillStyle = slide.accent;
      ctx.fillRect(0, height - 4, (width * Math.min(t, seconds)) / seconds, 4);
    };
    draw(0);
    const stream = canvas.captureStream(30);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: bps,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        draw(t);
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  };
}

/** EBML: the length of a variable-size integer from its first byte. */
const vintLength = (first: number) => {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n;
  throw new Error('not a variable-size integer');
};

/**
 * Writes the Duration (milliseconds, the default timecode scale) into the Segment's Info:
 * MediaRecorder streams and never goes back to write it. The Segment's size is "unknown" in
 * its output, so only the Info element's own size changes.
 */
function withDuration(webm: Buffer, ms: number): Buffer {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) return webm;
  const sizeAt = info + 4;
  const n = vintLength(webm[sizeAt]!);
  let size = webm[sizeAt]! & (0xff >> n);
  for (let i = 1; i < n; i++) size = size * 256 + webm[sizeAt + i]!;
  // A recorder that wrote it already: nothing to add.
  if (webm.subarray(sizeAt + n, sizeAt + n + size).includes(Buffer.from([0x44, 0x89]))) return webm;
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(ms, 3);
  const newSize = size + duration.length;
  // The new size in 8 bytes: the widest form, always long enough.
  const sizeBytes = Buffer.alloc(8);
  sizeBytes[0] = 0x01;
  sizeBytes.writeUIntBE(newSize, 2, 6);
  const end = sizeAt + n + size;
  return Buffer.concat([
    webm.subarray(0, sizeAt),
    sizeBytes,
    webm.subarray(sizeAt + n, end),
    duration,
    webm.subarray(end),
  ]);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(`<canvas width="${WIDTH}" height="${HEIGHT}"></canvas>`);
    // tsx keeps function names with an `__name` helper the page does not have.
    await page.evaluate('window.__name = (f) => f');
    await page.evaluate(`(${pageScript.toString()})()`);
    for (const slide of slides) {
      const data = await page.evaluate(
        ([s, opts]) =>
          (
            window as unknown as {
              record(s: Slide, o: typeof opts): Promise<string>;
            }
          ).record(s, opts),
        [slide, { seconds: SECONDS, bps: BITS_PER_SECOND, company }] as const,
      );
      const file = withDuration(Buffer.from(data, 'base64'), SECONDS * 1000);
      await writeFile(path.join(mediaDir, slide.file), file);
      console.log(`${slide.file}: ${Math.round(file.length / 1024)} KB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
