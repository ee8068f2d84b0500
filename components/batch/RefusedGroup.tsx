import { useState } from 'preact/hooks';
import type { RefusedLine } from '@/lib/areas/batch-lines';
import { counted } from '../views/format';

/**
 * The lines not sent for one reason: its count, and its lines once opened, each with what of it
 * was sent when a batch sent part of it (`sent`, by line).
 */
export function RefusedGroup({
  reason,
  lines,
  sent,
}: {
  reason: string;
  lines: readonly RefusedLine[];
  sent?: ReadonlyMap<number, readonly string[]>;
}) {
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
              {sent?.get(line.line)?.length
                ? ` · partly sent (sent: ${sent.get(line.line)?.join(', ')})`
                : ''}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
