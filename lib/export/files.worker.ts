/**
 * Writes workbooks and zips away from the page that asked, so a long list never stalls it: a
 * request in, the file's bytes out (handed over, not copied).
 */
import type { FileReply, FileRequest } from './file-requests';
import { csvZipBytes, workbookBytes } from './workbook';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FileRequest>) => void) | null;
  postMessage(message: FileReply, transfer?: Transferable[]): void;
};

scope.onmessage = async ({ data: request }) => {
  try {
    const bytes =
      request.kind === 'workbook'
        ? await workbookBytes(request.tables)
        : csvZipBytes(request.files);
    scope.postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch (error) {
    scope.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
