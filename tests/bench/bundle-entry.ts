/** A bench-only entry bundled as the extension's own code is (minified, the `@/` alias), never written to the build. */
import path from 'node:path';
import { build, type LibraryOptions } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

export interface BundledFile {
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
}

/** The files of `entry` (a file beside this one) bundled as a library of the given format. */
export async function bundleEntry(
  entry: string,
  lib: Omit<LibraryOptions, 'entry'>,
): Promise<BundledFile[]> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { alias: { '@': root } },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, entry), ...lib },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as { output: BundledFile[] }[];
  return outputs.flatMap((each) => each.output);
}
