import { useState } from 'preact/hooks';
import { sizeLabel } from '@/lib/export/files';

/** The two ways to show an answer, by their buttons' words, in their order. */
const shownNames = { readable: 'Readable', json: 'JSON' } as const;
export type ResultShown = keyof typeof shownNames;

/** Above an answer: show it readable or as JSON, and copy its JSON, saying how much was copied. */
export function ResultActions({
  view,
  onView,
  data,
}: {
  view: ResultShown;
  onView(view: ResultShown): void;
  data: unknown;
}) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    const text = JSON.stringify(data, null, 2);
    await navigator.clipboard.writeText(text);
    setCopied(`Copied ${sizeLabel(text)}`);
  };
  return (
    <div class="sl-actions">
      {(Object.keys(shownNames) as ResultShown[]).map((shown) => (
        <button
          key={shown}
          type="button"
          class="sl-button"
          aria-pressed={view === shown}
          onClick={() => onView(shown)}
        >
          {shownNames[shown]}
        </button>
      ))}
      <button type="button" class="sl-button" onClick={() => void copy()}>
        Copy JSON
      </button>
      {copied && (
        <span class="sl-muted" role="status">
          {copied}
        </span>
      )}
    </div>
  );
}

/** The fields of an answer that differ from the API's description, folded away. */
export function AnswerWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <details class="sl-warnings">
      <summary>
        {warnings.length} field(s) differ from the API's description; shown as received
      </summary>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}
