/**
 * Excel workbooks and zips of CSV files, asked of a worker (lib/export/files.worker.ts) so the
 * page stays responsive while a long list is written.
 */
import type { SheetTable } from './workbook';

/** A workbook of tables (a sheet each), or a zip of CSV files (each table a file of its name). */
export type FileRequest =
  | { kind: 'workbook'; tables: SheetTable[] }
  | { kind: 'csvZip'; files: SheetTable[] };

export type FileReply =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; message: string };

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const zipType = 'application/zip';

/** The file's bytes, written by a worker started for it and ended once it answers. */
function writtenApart(request: FileRequest): Promise<Uint8Array<ArrayBuffer>> {
  const worker = new Worker(new URL('./files.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<FileReply>) => {
      worker.terminate();
      if (data?.ok === true && data.bytes instanceof Uint8Array) resolve(data.bytes);
      else reject(new Error(data?.ok === false ? data.message : 'The file could not be written.'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be written.'));
    };
    worker.postMessage(request);
  });
}

/** An Excel workbook of tables, a sheet each. */
export const workbook = (tables: SheetTable[]) => writtenApart({ kind: 'workbook', tables });

/** One zip of CSV files, each table a file named by its name. */
export const csvZip = (files: SheetTable[]) => writtenApart({ kind: 'csvZip', files });
