import { describe, expect, it } from 'vitest';
import {
  blendSquare,
  fillAll,
  fillSquare,
  line,
  packRgba,
  parseCssColour,
  strokeSquare,
  unpackRgba,
  type PixelBuffer,
} from './dot-raster';

const BG = packRgba(10, 20, 30);
const INK = packRgba(200, 100, 50);

function buffer(width: number, height: number): PixelBuffer {
  const b = { width, height, pixels: new Uint32Array(width * height) };
  fillAll(b, BG);
  return b;
}

/** The buffer as rows of '#' (ink) and '.' (anything else), to read a picture in a test. */
const picture = (b: PixelBuffer, ink = INK) =>
  Array.from({ length: b.height }, (_, y) =>
    Array.from({ length: b.width }, (_, x) => (b.pixels[y * b.width + x] === ink ? '#' : '.')).join(
      '',
    ),
  );

describe('pixel words', () => {
  it('are laid out in memory as ImageData is: r, g, b, a', () => {
    const word = new Uint32Array([packRgba(1, 2, 3, 4)]);
    expect([...new Uint8Array(word.buffer)]).toEqual([1, 2, 3, 4]);
    expect(unpackRgba(word[0]!)).toEqual([1, 2, 3, 4]);
  });

  it('read the colours a theme or a canvas context gives', () => {
    expect(parseCssColour('#abc')).toBe(packRgba(0xaa, 0xbb, 0xcc));
    expect(parseCssColour('#5B58EC')).toBe(packRgba(0x5b, 0x58, 0xec));
    expect(parseCssColour('#5b58ec80')).toBe(packRgba(0x5b, 0x58, 0xec, 0x80));
    expect(parseCssColour('rgb(1, 2, 3)')).toBe(packRgba(1, 2, 3));
    expect(parseCssColour('rgba(1, 2, 3, 0.5)')).toBe(packRgba(1, 2, 3, 128));
    expect(parseCssColour('rgb(1 2 3 / 50%)')).toBe(packRgba(1, 2, 3, 128));
    for (const bad of ['var(--joy-palette-primary-500)', '#12', '#12345', 'rgb(1, 2)', 'red', ''])
      expect(parseCssColour(bad), bad).toBeNull();
  });
});

describe('drawing into pixels', () => {
  it('fills squares, cut at the edges', () => {
    const b = buffer(5, 4);
    fillSquare(b, -1, -1, 2, INK);
    fillSquare(b, 3, 2, 3, INK);
    expect(picture(b)).toEqual(['#....', '.....', '...##', '...##']);
  });

  it('draws lines along their major axis, end to end, in both directions', () => {
    const b = buffer(6, 5);
    line(b, 0, 0, 5, 0, INK);
    line(b, 5, 4, 0, 4, INK);
    line(b, 2, 4, 2, 0, INK);
    expect(picture(b)).toEqual(['######', '..#...', '..#...', '..#...', '######']);
    const d = buffer(4, 4);
    line(d, 3, 3, 0, 0, INK);
    expect(picture(d)).toEqual(['#...', '.#..', '..#.', '...#']);
  });

  it('clips a line to the buffer first, however far away its ends are', () => {
    const b = buffer(4, 3);
    // A link to a parent a billion pixels up: only the visible column is walked.
    line(b, 1, 2, 1, -1e9, INK);
    line(b, -1e9, 5, -1e9 + 1, 6, INK);
    expect(picture(b)).toEqual(['.#..', '.#..', '.#..']);
  });

  it('widens lines across their major axis for high-density screens', () => {
    const b = buffer(4, 4);
    line(b, 0, 1, 3, 1, INK, 2);
    expect(picture(b)).toEqual(['....', '####', '####', '....']);
    const v = buffer(4, 3);
    line(v, 3, 0, 3, 2, INK, 2);
    // At the right edge the width stays inside the buffer.
    expect(picture(v)).toEqual(['..##', '..##', '..##']);
  });

  it('lays a faint square over what is there', () => {
    const b = buffer(2, 1);
    blendSquare(b, 0, 0, 1, packRgba(110, 120, 130), 0.5);
    expect(unpackRgba(b.pixels[0]!)).toEqual([60, 70, 80, 255]);
    expect(b.pixels[1]).toBe(BG);
  });

  it('rings a square without touching its inside', () => {
    const b = buffer(5, 5);
    strokeSquare(b, 0, 0, 5, 1, INK);
    expect(picture(b)).toEqual(['#####', '#...#', '#...#', '#...#', '#####']);
  });
});
