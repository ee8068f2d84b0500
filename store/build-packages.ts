/**
 * `npm run build-for-amo`, after both builds: zips each build into its package in `.output/`.
 * The packages a release submits are made by this same code (store/release.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { browserPackage, builds, packageName, root } from './packages';

for (const browser of Object.keys(builds) as (keyof typeof builds)[]) {
  const file = path.join(root, '.output', packageName(browser));
  writeFileSync(file, browserPackage(browser));
  console.log(`Wrote ${path.relative(root, file)}`);
}
