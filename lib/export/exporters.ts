/** What the export buttons run, loaded when one is pressed rather than with the view. */
export { toCsv } from './csv';
export { csvZip, workbook, xlsxType, zipType } from './file-requests';
export { download, toJson } from './files';
export { threadMarkdown } from './thread';
