import { FileProblem, useFileProblem } from '@/components/FileProblem';
import type { SheetTable } from '@/lib/export/workbook';

type Rows = readonly Record<string, unknown>[];

/**
 * A table's two files: one CSV of its rows and one workbook of its sheets, each made when its
 * button is pressed (the exporters load then; the rows may be worked out then too), and what went
 * wrong making one.
 */
export function CsvAndWorkbook({
  rows,
  sheets,
  name,
  words,
}: {
  rows(): Rows | Promise<Rows>;
  sheets(): SheetTable[] | Promise<SheetTable[]>;
  name(extension: 'csv' | 'xlsx'): string;
  /** Each button's words. */
  words: { csv: string; xlsx: string };
}) {
  const { problem, attempt } = useFileProblem();
  return (
    <>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const { download, toCsv } = await import('@/lib/export/exporters');
            download(toCsv(await rows()), name('csv'), 'text/csv');
          })}
        >
          {words.csv}
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const { download, workbook, xlsxType } = await import('@/lib/export/exporters');
            download(await workbook(await sheets()), name('xlsx'), xlsxType);
          })}
        >
          {words.xlsx}
        </button>
      </div>
      <FileProblem problem={problem} />
    </>
  );
}
