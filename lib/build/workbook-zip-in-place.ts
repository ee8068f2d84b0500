import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const zipInPlace = fileURLToPath(new URL('../export/workbook-zip.ts', import.meta.url));

/**
 * write-excel-file zips a workbook with fflate's asynchronous `zip()`, which hands large parts to
 * workers it starts from `blob:` addresses: in a Firefox extension those never answer, and the
 * workbook never comes. The build gives the library fflate's `zipSync` in its place
 * (lib/export/workbook-zip.ts); Sidelight writes workbooks in a worker of its own, so no page
 * waits on it.
 */
export function workbookZipInPlace(): Plugin {
  return {
    name: 'sidelight:workbook-zip-in-place',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../zip/zipToArrayBuffer.js' || !importer?.includes('/write-excel-file/'))
        return null;
      return zipInPlace;
    },
  };
}
