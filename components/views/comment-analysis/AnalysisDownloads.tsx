/**
 * The analysis as files: one CSV holding every part, one workbook of a sheet per part. While the
 * list is narrowed they hold the analysis of the rows it shows, worked out when a button is
 * pressed, and say which filter (in their name and their first part).
 */
import { useMemo } from 'preact/hooks';
import { CsvAndWorkbook } from '@/components/CsvAndWorkbook';
import type { ViewSpec } from '@/lib/api/view-spec';
import { analyseRemarks, type CommentAnalysis } from '@/lib/comment-analysis/analysis';
import { remarksOfItems } from '@/lib/comment-analysis/read';
import type { Remark } from '@/lib/comment-analysis/remark';
import {
  analysisCsvRows,
  analysisFileName,
  analysisTables,
  type CountedOver,
} from '@/lib/comment-analysis/tables';
import { counted } from '../format';
import { type Narrowing, narrowingWords } from '../list/Filter';
import type { ViewContext } from '../types';
import type { Nouns } from './VolumeChart';

/** Where the analysed list came from, for the files' names. */
export interface AnalysisSource {
  endpointId: string;
  context: ViewContext;
}

export function AnalysisDownloads({
  analysis,
  remarks,
  spec,
  nouns,
  narrowing,
  shown,
  source,
}: {
  /** The analysis of every remark loaded, as the panel shows it. */
  analysis: CommentAnalysis;
  remarks: readonly Remark[];
  spec: Extract<ViewSpec, { family: 'comments' | 'reviews' }>;
  nouns: Nouns;
  narrowing: Narrowing;
  /** The rows the list shows under its filter. */
  shown: readonly unknown[];
  source: AnalysisSource;
}) {
  const filter = narrowingWords(narrowing);
  const over: CountedOver = useMemo(
    () => ({
      remarks: filter === '' ? remarks : remarksOfItems(shown, spec),
      loaded: remarks.length,
      containing: narrowing.needle.trim(),
      by: narrowing.author,
    }),
    [filter, remarks, shown, spec],
  );
  const tables = async () =>
    analysisTables(
      over.remarks === remarks ? analysis : await analyseRemarks(over.remarks),
      over,
      nouns,
    );
  const result = {
    endpointId: source.endpointId,
    kind: source.context.kind,
    id: source.context.id,
  };
  const held = counted(over.remarks.length, nouns.one, nouns.many);
  return (
    <div data-testid="remark-analysis-files">
      <p class="sl-muted sl-remarks__sample">
        {filter === ''
          ? `The files hold every part below, over ${held} loaded.`
          : `The files hold the analysis of the ${held} shown, ${filter}.`}
      </p>
      <CsvAndWorkbook
        rows={async () => analysisCsvRows(await tables())}
        sheets={tables}
        name={(extension) => analysisFileName(result, over, extension)}
        words={{ csv: 'Download analysis CSV', xlsx: 'Download analysis Excel' }}
      />
    </div>
  );
}
