import { useEffect, useState } from 'preact/hooks';
import { type HeldStatus, StatusLine, whileHolds } from '@/components/StatusLine';
import { useStored } from '@/components/useStored';
import { fieldLabels } from '@/lib/extension/shared/setting-words';
import { storedBaseUrl } from '@/lib/extension/shared/stored-writes';
import { checkBaseUrl, saveBaseUrl } from '@/lib/extension/views/base-url';

/** Told when this page saves an address (what depends on the address reads it again). */
export const addressSaved = new EventTarget();

/** An address read from a settings file, put in the field to be saved with the browser's consent. */
const addressImported = new EventTarget();
export const importAddress = (address: string) =>
  addressImported.dispatchEvent(new CustomEvent('imported', { detail: address }));

/** What the address's lines are said of: the stored address and what the field holds. */
type AddressNow = { stored: string; typed: string };

/**
 * The address field: what it holds (the stored address until read, again whenever another page
 * changes it, or a settings file's address offered), its save, and the line about the last of
 * those, while it holds.
 */
function useAddressForm() {
  const { value: stored } = useStored(storedBaseUrl);
  const [value, setValue] = useState<string | undefined>(undefined);
  /** Each line holds while what it says is true of the stored address and the field. */
  const [status, setStatus] = useState<HeldStatus<AddressNow> | null>(null);
  useEffect(() => {
    if (stored !== undefined) setValue(stored);
  }, [stored]);
  useEffect(() => {
    const offered = (event: Event) => {
      const address = (event as CustomEvent<string>).detail;
      setValue(address);
      setStatus({
        error: false,
        text: 'The address from the file is not saved yet: press Save to use it.',
        holds: ({ stored }) => stored !== address,
      });
    };
    addressImported.addEventListener('imported', offered);
    return () => addressImported.removeEventListener('imported', offered);
  }, []);
  const save = (event: Event) => {
    event.preventDefault();
    if (value === undefined) return;
    const check = checkBaseUrl(value);
    if (check.ok && check.needsPermission) {
      setStatus({
        error: false,
        text: `Allow Sidelight to reach ${check.origin} in the browser's prompt…`,
        holds: ({ typed }) => typed === value,
      });
    }
    void saveBaseUrl(value).then((result) => {
      if (!result.ok) {
        setStatus({ error: true, text: result.reason, holds: ({ typed }) => typed === value });
        return;
      }
      setValue(result.url);
      setStatus({
        error: false,
        text: 'Address saved.',
        holds: ({ stored }) => stored === result.url,
      });
      addressSaved.dispatchEvent(new Event('saved'));
    });
  };
  const now = stored === undefined ? undefined : { stored, typed: value ?? '' };
  return { value, setValue, status: whileHolds(status, now), save };
}

/**
 * The API base address. Saving an address other than localhost asks the browser for access to
 * that origin (an optional host permission) from the click itself, as both browsers require.
 * The field shows the stored address, again whenever another page changes it.
 */
export function BaseUrlField() {
  const { value, setValue, status, save } = useAddressForm();
  return (
    <form class="sl-card sl-field" onSubmit={save} noValidate aria-busy={value === undefined}>
      <label class="sl-field__label" for="base-url">
        {fieldLabels.baseUrl}
      </label>
      <div class="sl-field__row">
        <input
          id="base-url"
          class="sl-input"
          type="url"
          spellcheck={false}
          placeholder={
            value === undefined ? 'Reading the saved address…' : 'https://api.example.com'
          }
          disabled={value === undefined}
          value={value ?? ''}
          onInput={(event) => setValue(event.currentTarget.value)}
        />
        <button
          type="submit"
          class="sl-button sl-button--primary"
          aria-label="Save address"
          disabled={value === undefined}
        >
          Save
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}
