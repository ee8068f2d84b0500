import { useMemo } from 'preact/hooks';
import { refusedGroups } from '@/lib/areas/batch-lines';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { notSentHeading, notSentParts, sentByLine } from './not-sent';
import { RefusedGroup } from './RefusedGroup';

/** The lines a batch did not send, grouped by why. */
export function BatchNotSent({
  notSent,
  rows,
}: {
  notSent: NonNullable<BatchJob['notSent']>;
  rows: BatchRow[];
}) {
  const sent = useMemo(() => sentByLine(rows), [rows]);
  return (
    <section
      class="sl-batch-refused"
      data-testid="batch-not-sent"
      aria-labelledby="batch-not-sent-title"
    >
      <h3 id="batch-not-sent-title" class="sl-batch__subtitle">
        {notSentHeading(notSentParts(notSent, sent))}
      </h3>
      {refusedGroups(notSent).map((group) => (
        <RefusedGroup key={group.reason} reason={group.reason} lines={group.lines} sent={sent} />
      ))}
    </section>
  );
}
