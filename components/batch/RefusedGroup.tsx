import { useState } from 'preact/hooks';
import type { RefusedLine } from '@/lib/areas/batch-lines';
import { counted } from '../views/format';

/** The lines not sent for one reason: its count, and its lines once opened. */
export function RefusedGroup({ reason, lines }: { reason: string; lines: readonly RefusedLine[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      class="sl-batch-refused__group"
      data-reason={reason}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {reason.replace(/\.$/, '')} · {counted(lines.length, 'line')}
      </summary>
      {open && (
        <ul class="sl-batch-form__refused">
          {lines.map((line) => (
            <li key={line.line}>
              Line {line.line}: <code>{line.text.slice(0, 120)}</code>
              {line.reason !== reason ? ` · ${line.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
