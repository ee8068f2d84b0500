/**
 * write-excel-file's zipper, in the build's place of its own (see sync-zip-build.ts): fflate's
 * `zipSync`, answered as the promise the library awaits.
 */
import { type Zippable, zipSync } from 'fflate';

export default function zipToArrayBuffer(files: Zippable): Promise<ArrayBuffer> {
  const bytes = zipSync(files);
  return Promise.resolve(
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.slice().buffer as ArrayBuffer),
  );
}
