/**
 * "What the comments say", closed until asked: a long list pays nothing for it, and its code is
 * fetched only when it is first opened.
 */
import { useState } from 'preact/hooks';
import { lazy } from '@/components/lazy';
import type { RemarkAnalysisProps } from './RemarkAnalysis';

const RemarkAnalysis = lazy(() =>
  import('./RemarkAnalysis').then((module) => module.RemarkAnalysis),
);

export function RemarksSection(props: RemarkAnalysisProps) {
  const [open, setOpen] = useState(false);
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
