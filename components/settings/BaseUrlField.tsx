import { useEffect, useState } from 'preact/hooks';
import { StatusLine } from '@/components/StatusLine';
import { checkBaseUrl, saveBaseUrl } from '@/lib/extension/base-url';
import { baseUrl } from '@/lib/extension/storage';

/** Told when this page saves an address (what depends on the address reads it again). */
export const addressSaved = new EventTarget();

/**
 * The API base address. Saving an address other than localhost asks the browser for access to
 * that origin (an optional host permission) from the click itself, as both browsers require.
 */
export function BaseUrlField() {
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    void baseUrl
      .getValue()
      .then(setValue)
      .catch(() => undefined);
  }, []);

  const save = (event: Event) => {
    event.preventDefault();
    const check = checkBaseUrl(value);
    if (check.ok && check.needsPermission) {
      setStatus({
        error: false,
        text: `Allow Sidelight to reach ${check.origin} in the browser's prompt…`,
      });
    }
    void saveBaseUrl(value).then((result) => {
      if (!result.ok) {
        setStatus({ error: true, text: result.reason });
        return;
      }
      setValue(result.url);
      setStatus({ error: false, text: 'Address saved.' });
      addressSaved.dispatchEvent(new Event('saved'));
    });
  };

  return (
    <form class="sl-card sl-field" onSubmit={save} noValidate>
      <label class="sl-field__label" for="base-url">
        API base address
      </label>
      <div class="sl-field__row">
        <input
          id="base-url"
          class="sl-input"
          type="url"
          spellcheck={false}
          placeholder="https://api.example.com"
          value={value}
          onInput={(event) => setValue(event.currentTarget.value)}
        />
        <button type="submit" class="sl-button sl-button--primary" aria-label="Save address">
          Save
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
