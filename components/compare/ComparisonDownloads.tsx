import { CsvAndWorkbook } from '@/components/CsvAndWorkbook';
import { fileName } from '@/lib/export/files';
import { figureFileRows, type ThingFigures } from './compared-figures';
import { type Comparison, comparisonRows, growthRows } from './comparison';

/**
 * The comparison as one CSV (its table: the counts, then the derived figures once read), or one
 * workbook: that table and its growth, a sheet each.
 */
export function ComparisonDownloads({
  comparison,
  figures,
}: {
  comparison: Comparison;
  figures?: readonly ThingFigures[] | undefined;
}) {
  const table = () => [
    ...comparisonRows(comparison),
    ...(figures ? figureFileRows(comparison, figures) : []),
  ];
  return (
    <CsvAndWorkbook
      rows={table}
      sheets={() => [
        { name: 'Comparison', rows: table() },
        { name: 'Growth', rows: growthRows(comparison) },
      ]}
      name={(extension) => fileName({ platform: 'sidelight', what: 'comparison' }, extension)}
      words={{ csv: 'Download comparison CSV', xlsx: 'Download comparison Excel' }}
    />
  );
}
