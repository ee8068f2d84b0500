/**
 * write-excel-file's zipper, in the build's place of its own (see
 * lib/build/workbook-zip-in-place.ts): fflate's `zipSync`, answered as the promise the library
 * awaits. A sheet's XML repeats itself so much that the fastest compression level already shrinks
 * it about tenfold; higher levels cost far more time than they save bytes.
 */
import { type Zippable, zipSync } from 'fflate';

export default function zipToArrayBuffer(files: Zippable): Promise<ArrayBuffer> {
  // A small match table (mem 2): sheets repeat within a short span, so the file is as small, and
  // the table is quicker to set up for each of the workbook's files.
  const bytes = zipSync(files, { level: 1, mem: 2 });
  return Promise.resolve(
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.slice().buffer as ArrayBuffer),
  );
}
