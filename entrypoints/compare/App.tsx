import { ComparisonDownloads } from '@/components/compare/ComparisonDownloads';
import { ComparisonTable } from '@/components/compare/ComparisonTable';
import { type Gone, goneWords } from '@/components/compare/compared-sources';
import { type ComparedThing, cannotCompare, comparisonOf } from '@/components/compare/comparison';
import { GrowthChart } from '@/components/compare/GrowthChart';
import { useComparedFigures } from '@/components/compare/useComparedFigures';
import { useComparedThings } from '@/components/compare/useComparedThings';
import { Header } from '@/components/Header';
import { Unanswered } from '@/components/Unanswered';
import { comparedFromHash } from '@/lib/extension/shared/view-addresses';

const named = comparedFromHash(location.hash);

/**
 * The comparison page: the things its address names (watched ones, results of the history) side
 * by side, from the looks the history keeps (free): their latest counts in one table, their growth
 * since a common start on one chart, and the comparison as files.
 */
export function App() {
  const read = useComparedThings(named);
  return (
    <>
      <Header subtitle="Side by side" />
      <main class="sl-compare-page">
        <p class="sl-muted">
          Things side by side, from the looks your history keeps (free). Pick them in the settings:
          Compare in Watched or in History.
        </p>
        {read.state === 'reading' && (
          <p class="sl-muted" role="status">
            Reading the things compared…
          </p>
        )}
        {read.state === 'unanswered' && <Unanswered />}
        {read.state === 'read' && <Compared things={read.things} gone={read.gone} />}
      </main>
    </>
  );
}

/** The things read: compared, or why they cannot be; things no longer there, said. */
function Compared({ things, gone }: { things: ComparedThing[]; gone: Gone }) {
  const why = cannotCompare(things);
  const comparison = why === undefined ? comparisonOf(things) : undefined;
  const figures = useComparedFigures(comparison ? things : []);
  return (
    <>
      {goneWords(gone) && (
        <p class="sl-muted" data-testid="compare-gone">
          {goneWords(gone)}
        </p>
      )}
      {comparison ? (
        <>
          <ComparisonTable comparison={comparison} figures={figures} />
          <GrowthChart comparison={comparison} />
          <ComparisonDownloads comparison={comparison} figures={figures} />
        </>
      ) : (
        <p class="sl-error" role="alert" data-testid="compare-why-not">
          {why}
        </p>
      )}
    </>
  );
}
