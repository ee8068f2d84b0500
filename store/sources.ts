import { buildingInstructions, reproducibleZip, sourceFiles } from './packages';

/** The sources package: the repository's files and BUILDING.md, which says how to rebuild. */
export function sourcesPackage(): Uint8Array {
  const files = sourceFiles();
  files.set('BUILDING.md', new TextEncoder().encode(buildingInstructions()));
  return reproducibleZip(files);
}
