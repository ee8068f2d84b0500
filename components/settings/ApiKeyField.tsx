import { useEffect, useState } from 'preact/hooks';
import { apiKey } from '@/lib/extension/shared/api-key';
import { reportProblem } from '@/lib/extension/views/problems';

/** The API key: masked, kept only in this browser's local extension storage. */
export function ApiKeyField() {
  // Undefined until the stored key is read: the field never shows empty before it knows.
  const [value, setValue] = useState<string | undefined>(undefined);
  const [revealed, setRevealed] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    void apiKey.getValue().then(setValue).catch(reportProblem('readingSettings'));
  }, []);

  const save = async (event: Event) => {
    event.preventDefault();
    if (value === undefined) return;
    await apiKey.setValue(value.trim());
    setStatus(value.trim() ? 'Key saved on this device.' : 'Key removed.');
  };

  const inputProps = {
    id: 'api-key',
    class: 'sl-input',
    autocomplete: 'off',
    spellcheck: false,
    placeholder: value === undefined ? 'Reading the saved key…' : 'sk_…',
    disabled: value === undefined,
    value: value ?? '',
    onInput: (event: Event) => setValue((event.currentTarget as HTMLInputElement).value),
  };

  return (
    <form class="sl-card sl-field" onSubmit={save} aria-busy={value === undefined}>
      <label class="sl-field__label" for="api-key">
        API key
      </label>
      <div class="sl-field__row">
        {revealed ? (
          <input type="text" {...inputProps} />
        ) : (
          <input type="password" {...inputProps} />
        )}
        <button type="button" class="sl-button" onClick={() => setRevealed(!revealed)}>
          {revealed ? 'Hide' : 'Show'}
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={() =>
            void navigator.clipboard
              .readText()
              .then((text) => setValue(text.trim()))
              // The status says so, and the person pastes by hand.
              .catch(() =>
                setStatus('The browser did not allow reading the clipboard: paste with Ctrl+V.'),
              )
          }
        >
          Paste
        </button>
        <button
          type="submit"
          class="sl-button sl-button--primary"
          aria-label="Save key"
          disabled={value === undefined}
        >
          Save
        </button>
      </div>
      <p class="sl-status sl-status--ok" role="status">
        {status || 'Stored only on this device, never synced.'}
      </p>
    </form>
  );
}
