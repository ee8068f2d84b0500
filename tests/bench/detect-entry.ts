/** Bundled for the browser by detect.ts: detectUrl over every example URL of every platform. */
import { detectUrl } from '../../lib/platforms';
import { platformExamples } from '../support/platform-examples';

const urls = Object.values(platformExamples).flatMap((examples) => [
  ...Object.values(examples.pages).flatMap((list) => list.map(([url]) => url)),
  ...examples.needsDom,
  ...examples.none,
]);

/** Detects every URL again and again for `ms` milliseconds: how many URLs a millisecond. */
export function run(ms: number): { urls: number; perMs: number; matched: number } {
  let detected = 0;
  let matched = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    for (const url of urls) if (detectUrl(url) !== null) matched++;
    detected += urls.length;
  }
  return { urls: urls.length, perMs: detected / (performance.now() - start), matched };
}
