import { useEffect, useState } from 'preact/hooks';
import { StatusLine } from '@/components/StatusLine';
import { unansweredText } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { type PathStyle, pathIn, styleExample } from '@/lib/api/path-style';
import { endpointById, keyProbe } from '@/lib/areas';
import type { PathStyleSetting } from '@/lib/extension/shared/settings-schema';
import { baseUrl, pathStyle, styleFor } from '@/lib/extension/shared/storage';
import { storedPathStyle } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';
import { credits } from '@/lib/words';
import { addressSaved } from './BaseUrlField';

const probe = endpointById(keyProbe);

const styleNames: Record<PathStyle, string> = {
  contract: `The contract's names (${styleExample('contract')})`,
  platform: `Platform names (${styleExample('platform')})`,
};

/**
 * What the address's path style is, for the current address: found, chosen or not known. Read
 * again when this page or another changes the address or the style (not from a storage listener:
 * Firefox logs an error for each one still registered when the page unloads).
 */
function useAddressStyle() {
  const [address, setAddress] = useState<string | undefined>(undefined);
  const [setting, setSetting] = useState<PathStyleSetting | null>(null);
  const read = () =>
    void Promise.all([baseUrl.getValue(), pathStyle.getValue()])
      .then(([base, style]) => {
        setAddress(base);
        setSetting(style);
      })
      .catch(reportProblem('readingSettings'));
  useEffect(() => {
    read();
    addressSaved.addEventListener('saved', read);
    return () => addressSaved.removeEventListener('saved', read);
  }, []);
  useKept('settings', read);
  return {
    address,
    known: address === undefined ? undefined : styleFor(setting, address),
    read,
  };
}

/**
 * Runs the cheapest endpoint with the saved key and address, and says what that tells: whether
 * the key works and how the address spells its paths (found here, or picked by hand below).
 */
export function KeyTest() {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const { address, known, read } = useAddressStyle();
  const test = async () => {
    setStatus({ error: false, text: 'Testing…' });
    const sent = await sendMessage('testKey', undefined);
    if (!sent.ok) {
      setStatus({ error: true, text: unansweredText });
      return;
    }
    const { result, style } = sent.reply;
    if (result.ok) {
      if (result.source === 'demo') {
        setStatus({ error: true, text: 'Demo data is on: turn it off below to test the key.' });
        return;
      }
      const balance =
        result.credits.remaining === undefined
          ? ''
          : ` Balance: ${credits(result.credits.remaining)}.`;
      const spelling =
        style === 'platform'
          ? ` This address uses platform names (${styleExample('platform')} for ${styleExample('contract')}).`
          : style === 'contract'
            ? ` This address uses the contract's names (${styleExample('contract')}).`
            : '';
      setStatus({ error: false, text: `The key works.${balance}${spelling}` });
      read();
      return;
    }
    const { kind, message } = result.error;
    const text =
      kind === 'auth'
        ? `The key is not valid. ${message}`
        : kind === 'outOfCredits'
          ? `The key is valid but out of credits. ${message}`
          : kind === 'network'
            ? `The service cannot be reached. ${message}`
            : kind === 'notFound'
              ? `This address has neither ${pathIn('contract', probe.path)} nor ${pathIn('platform', probe.path)}: it is not the service's address, or it needs a path prefix. Check the address above.`
              : message;
    setStatus({ error: true, text });
  };
  const choose = (style: PathStyle) =>
    void storedPathStyle
      .update(() => ({ baseUrl: address ?? '', style, chosen: true }))
      .then(read)
      .catch(reportProblem('savingSettings'));

  return (
    <div class="sl-card sl-field" data-testid="key-test">
      <div class="sl-field__row">
        <button type="button" class="sl-button" onClick={() => void test()}>
          Test the key · {credits(probe.credits({}))}
        </button>
      </div>
      <StatusLine status={status} />
      <label class="sl-field__label" for="path-style">
        Path names this address uses
      </label>
      <select
        id="path-style"
        class="sl-input"
        value={known?.style ?? 'contract'}
        disabled={address === undefined}
        aria-describedby="path-style-note"
        onChange={(event) => choose(event.currentTarget.value as PathStyle)}
      >
        {(Object.keys(styleNames) as PathStyle[]).map((style) => (
          <option key={style} value={style}>
            {styleNames[style]}
          </option>
        ))}
      </select>
      <p class="sl-muted" id="path-style-note" data-testid="path-style-note">
        {address === undefined
          ? 'Reading the saved address…'
          : known === undefined
            ? "Not known yet: calls use the contract's names until Test the key finds out."
            : known.chosen
              ? 'Chosen by you for this address.'
              : 'Found by Test the key for this address.'}
      </p>
    </div>
  );
}
