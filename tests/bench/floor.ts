/**
 * The bench's copy of the Chrome build with one page more, `floor.html` (floor-entry.ts): what any
 * extension page pays to show a cached answer, measured beside the panel in the same browser. The
 * store build never carries it.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeWorkerExtension } from '../support/worker-extension';
import { bundleEntry } from './bundle-entry';

const root = path.resolve(import.meta.dirname, '../..');

export const floorPage = 'floor.html';

/** Copies `chromeBuild` and adds the floor page; returns the copy's directory. */
export async function withFloorPage(chromeBuild: string): Promise<string> {
  const dir = path.join(root, '.output/bench/chrome-mv3-with-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(chromeBuild, dir, { recursive: true });
  const files = await bundleEntry('floor-entry.ts', { formats: ['es'], fileName: 'floor' });
  const entry = files.find((file) => file.fileName.startsWith('floor'));
  if (!entry) throw new Error('The floor page did not build');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, 'bench', file.fileName)), { recursive: true });
    writeFileSync(path.join(dir, 'bench', file.fileName), file.code ?? file.source ?? '');
  }
  writeFileSync(
    path.join(dir, floorPage),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Floor</title><script type="module" src="/bench/${entry.fileName}"></script></head><body><div id="app"></div></body></html>\n`,
  );
  return dir;
}

/** A page with nothing on it, from which the bench asks a worker that has stopped. */
export const blankPage = 'blank.html';
const blank =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Blank</title></head><body></body></html>\n';

/**
 * Copies `chromeBuild` with a blank page added, and writes the floor worker's extension
 * (floor-worker-entry.ts, with a blank page of its own); returns both directories.
 */
export async function withFloorWorker(
  chromeBuild: string,
): Promise<{ sidelight: string; floor: string }> {
  const sidelight = path.join(root, '.output/bench/chrome-mv3-with-blank');
  const floor = path.join(root, '.output/bench/floor-worker');
  for (const dir of [sidelight, floor]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(sidelight), { recursive: true });
  cpSync(chromeBuild, sidelight, { recursive: true });
  writeFileSync(path.join(sidelight, blankPage), blank);
  const files = await bundleEntry('floor-worker-entry.ts', {
    formats: ['iife'],
    name: 'floorWorker',
    fileName: 'worker',
  });
  const worker = files.find((file) => file.fileName.startsWith('worker'));
  if (!worker) throw new Error('The floor worker did not build');
  writeWorkerExtension(floor, 'Floor worker', {
    'worker.js': worker.code ?? String(worker.source ?? ''),
    [blankPage]: blank,
  });
  return { sidelight, floor };
}
