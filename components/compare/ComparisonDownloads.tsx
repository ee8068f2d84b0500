import { FileProblem, useFileProblem } from '@/components/FileProblem';
import { fileName } from '@/lib/export/files';
import { type Comparison, comparisonRows, growthRows } from './comparison';

const exporters = () => import('@/lib/export/exporters');

const comparisonName = (extension: string) =>
  fileName({ platform: 'sidelight', what: 'comparison' }, extension);

/** The comparison as one CSV (its table), or one workbook: its table and its growth, a sheet each. */
export function ComparisonDownloads({ comparison }: { comparison: Comparison }) {
  const { problem, attempt } = useFileProblem();
  return (
    <>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const { download, toCsv } = await exporters();
            download(toCsv(comparisonRows(comparison)), comparisonName('csv'), 'text/csv');
          })}
        >
          Download comparison CSV
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const { download, workbook, xlsxType } = await exporters();
            const sheets = [
              { name: 'Comparison', rows: comparisonRows(comparison) },
              { name: 'Growth', rows: growthRows(comparison) },
            ];
            download(await workbook(sheets), comparisonName('xlsx'), xlsxType);
          })}
        >
          Download comparison Excel
        </button>
      </div>
      <FileProblem problem={problem} />
    </>
  );
}
