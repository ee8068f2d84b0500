import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes into `dir` an extension whose only part is its service worker (`worker.js`, among
 * `files`, which lie beside its manifest): another extension in the same browser.
 */
export function writeWorkerExtension(dir: string, name: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name,
      version: '1.0',
      background: { service_worker: 'worker.js' },
    }),
  );
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
}
