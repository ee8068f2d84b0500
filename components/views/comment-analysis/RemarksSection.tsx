/**
 * "What the comments say", closed until asked: a long list pays nothing for it but its code,
 * fetched once the browser is idle after the list is shown, so opening it waits for none.
 */
import { useEffect, useState } from 'preact/hooks';
import { lazy, whenIdle } from '@/components/lazy';
import type { RemarkAnalysisProps } from './RemarkAnalysis';

const RemarkAnalysis = lazy(() =>
  import('./RemarkAnalysis').then((module) => module.RemarkAnalysis),
);

export function RemarksSection(props: RemarkAnalysisProps) {
  const [open, setOpen] = useState(false);
  // A failure to load shows when it is opened, as the lazy part says it.
  useEffect(() => whenIdle(() => void RemarkAnalysis.preload().catch(() => undefined)), []);
  return (
    <details
      class="sl-remarks"
      data-testid="remark-analysis"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {/* A heading, so the parts' headings inside sit one level below it. */}
        <h2 class="sl-remarks__title">What the {props.spec.family} say</h2>
      </summary>
      {open && <RemarkAnalysis {...props} />}
    </details>
  );
}
