/**
 * The pictures the stores ask for, by file name and exact pixel size: made by `npm run
 * store-pictures` (tests/screenshots/store-pictures.ts) into `.output/store-pictures/`, which
 * the release copies. The Chrome Web Store takes one to five screenshots of 1,280 × 800, a small
 * promotional tile of 440 × 280 and a 128 × 128 icon; addons.mozilla.org takes the same
 * screenshots.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const picturesFolder = path.resolve(import.meta.dirname, '../.output/store-pictures');

const screenshot = { width: 1280, height: 800 };
export const storePictures = {
  'screenshot-panel-light.png': screenshot,
  'screenshot-panel-dark.png': screenshot,
  'screenshot-batch-light.png': screenshot,
  'screenshot-batch-dark.png': screenshot,
  'promo-small-440x280.png': { width: 440, height: 280 },
  'icon-128.png': { width: 128, height: 128 },
} as const;
export type StorePicture = keyof typeof storePictures;

/** A PNG's width and height, from its header. */
export function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The pictures missing or not at their size, in words; none when all are right. */
export function pictureProblems(folder = picturesFolder): string[] {
  return Object.entries(storePictures).flatMap(([name, size]) => {
    try {
      const actual = pngSize(path.join(folder, name));
      return actual.width === size.width && actual.height === size.height
        ? []
        : [`${name} is ${actual.width} × ${actual.height}, not ${size.width} × ${size.height}`];
    } catch {
      return [`${name} is missing`];
    }
  });
}
