import { useEffect, useState } from 'preact/hooks';
import { type HeldStatus, whileHolds } from '@/components/StatusLine';
import { useKept } from '@/components/useKept';
import { apiKey } from '@/lib/extension/shared/api-key';
import { reportProblem } from '@/lib/extension/views/problems';
import { KeyInput } from './KeyInput';

/** The key as stored at this moment, for what is about to be done with it. */
export const savedKey = (): Promise<string> => apiKey.getValue();

/**
 * The key as stored now, read again whenever a page saves it (the background tells the views),
 * for what the settings say of it; undefined until read. The setter is for this page's own save.
 */
export function useSavedKey(): [string | undefined, (key: string) => void] {
  const [stored, setStored] = useState<string | undefined>(undefined);
  const read = () => void savedKey().then(setStored).catch(reportProblem('readingSettings'));
  useEffect(read, []);
  useKept('settings', read);
  return [stored, setStored];
}

/**
 * The key's field: what it holds (the stored key once read), its save and paste, and the line
 * about the last of them while it holds of the key stored now.
 */
function useKeyForm() {
  // Undefined until the stored key is read: the field never shows empty before it knows.
  const [value, setValue] = useState<string | undefined>(undefined);
  /** The key as stored now, which "Key saved" is said of: another page may change it. */
  const [stored, setStored] = useSavedKey();
  const [status, setStatus] = useState<HeldStatus<string> | null>(null);
  useEffect(() => {
    if (value === undefined && stored !== undefined) setValue(stored);
  }, [stored]);
  const save = async (event: Event) => {
    event.preventDefault();
    if (value === undefined) return;
    const saved = value.trim();
    await apiKey.setValue(saved);
    setStored(saved);
    setStatus({
      error: false,
      text: saved ? 'Key saved on this device.' : 'Key removed.',
      holds: (now) => now === saved,
    });
  };
  const paste = () =>
    void navigator.clipboard
      .readText()
      .then((text) => setValue(text.trim()))
      // The status says so, and the person pastes by hand.
      .catch(() =>
        setStatus({
          error: false,
          text: 'The browser did not allow reading the clipboard: paste with Ctrl+V.',
          holds: () => true,
        }),
      );
  return { value, setValue, save, paste, said: whileHolds(status, stored)?.text };
}

/** The API key: masked, kept only in this browser's local extension storage. */
export function ApiKeyField() {
  const { value, setValue, save, paste, said } = useKeyForm();
  const [revealed, setRevealed] = useState(false);
  return (
    <form class="sl-card sl-field" onSubmit={save} aria-busy={value === undefined}>
      <label class="sl-field__label" for="api-key">
        API key
      </label>
      <div class="sl-field__row">
        <KeyInput value={value} revealed={revealed} setValue={setValue} />
        <button type="button" class="sl-button" onClick={() => setRevealed(!revealed)}>
          {revealed ? 'Hide' : 'Show'}
        </button>
        <button type="button" class="sl-button" onClick={paste}>
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
        {said ?? 'Stored only on this device, never synced.'}
      </p>
    </form>
  );
}
