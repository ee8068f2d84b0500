import { CsvAndWorkbook } from '@/components/CsvAndWorkbook';
import { fileName } from '@/lib/export/files';
import { type Comparison, comparisonRows, growthRows } from './comparison';

/** The comparison as one CSV (its table), or one workbook: its table and its growth, a sheet each. */
export const ComparisonDownloads = ({ comparison }: { comparison: Comparison }) => (
  <CsvAndWorkbook
    rows={() => comparisonRows(comparison)}
    sheets={() => [
      { name: 'Comparison', rows: comparisonRows(comparison) },
      { name: 'Growth', rows: growthRows(comparison) },
    ]}
    name={(extension) => fileName({ platform: 'sidelight', what: 'comparison' }, extension)}
    words={{ csv: 'Download comparison CSV', xlsx: 'Download comparison Excel' }}
  />
);
