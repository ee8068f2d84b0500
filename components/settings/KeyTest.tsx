import { useEffect, useState } from 'preact/hooks';
import { type HeldStatus, StatusLine, whileHolds } from '@/components/StatusLine';
import { unansweredText } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { type PathStyle, pathIn, styleExample } from '@/lib/api/path-style';
import { endpointById, keyProbe } from '@/lib/areas';
import type { PathStyleSetting } from '@/lib/extension/shared/settings-schema';
import { baseUrl, pathStyle, preferences, styleFor } from '@/lib/extension/shared/storage';
import { storedPathStyle } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';
import { credits } from '@/lib/words';
import { savedKey, useSavedKey } from './ApiKeyField';
import { addressSaved } from './BaseUrlField';

const probe = endpointById(keyProbe);

const styleNames: Record<PathStyle, string> = {
  contract: `The contract's names (${styleExample('contract')})`,
  platform: `Platform names (${styleExample('platform')})`,
};

/** What a test's answer depends on: the key, the address and the demo data box, as stored. */
interface Setup {
  key: string;
  address: string;
  demoData: boolean;
}

const sameSetup = (a: Setup, b: Setup) =>
  a.key === b.key && a.address === b.address && a.demoData === b.demoData;

/**
 * What the address's path style is, for the current address: found, chosen or not known; and the
 * setup a test answers for. Read again when this page or another changes the key, the address,
 * the box or the style (not from a storage listener: Firefox logs an error for each one still
 * registered when the page unloads).
 */
function useAddressStyle() {
  const [key, setKey] = useSavedKey();
  const [address, setAddress] = useState<string | undefined>(undefined);
  const [demoData, setDemoData] = useState<boolean | undefined>(undefined);
  const [setting, setSetting] = useState<PathStyleSetting | null>(null);
  const read = () =>
    void Promise.all([baseUrl.getValue(), preferences.getValue(), pathStyle.getValue()])
      .then(([base, prefs, style]) => {
        setAddress(base);
        setDemoData(prefs.demoData);
        setSetting(style);
      })
      .catch(reportProblem('readingSettings'));
  useEffect(() => {
    read();
    addressSaved.addEventListener('saved', read);
    return () => addressSaved.removeEventListener('saved', read);
  }, []);
  useKept('settings', read);
  const setup: Setup | undefined =
    key === undefined || address === undefined || demoData === undefined
      ? undefined
      : { key: key.trim(), address, demoData };
  /**
   * The setup as stored at this moment, for a test pressed right after a save (before the news
   * of it reaches this page): what the test says is held against what it really tested.
   */
  const readNow = async (): Promise<Setup> => {
    const [now, base, prefs] = await Promise.all([
      savedKey(),
      baseUrl.getValue(),
      preferences.getValue(),
    ]);
    setKey(now);
    setAddress(base);
    setDemoData(prefs.demoData);
    return { key: now.trim(), address: base, demoData: prefs.demoData };
  };
  return {
    address,
    setup,
    known: address === undefined ? undefined : styleFor(setting, address),
    read,
    readNow,
  };
}

/**
 * Runs the cheapest endpoint with the saved key and address, and says what that tells: whether
 * the key works and how the address spells its paths (found here, or picked by hand below).
 */
export function KeyTest() {
  // What a test said holds while the key, the address and the box are what it tested.
  const [status, setStatusOf] = useState<HeldStatus<Setup> | null>(null);
  const { address, setup, known, read, readNow } = useAddressStyle();
  const test = async () => {
    if (!setup) return;
    const tested = await readNow();
    const setStatus = (said: { error: boolean; text: string }) =>
      setStatusOf({ ...said, holds: (now) => sameSetup(now, tested) });
    setStatus({ error: false, text: 'Testing…' });
    const sent = await sendMessage('testKey', undefined);
    if (!sent.ok) {
      setStatus({ error: true, text: unansweredText });
      return;
    }
    const { result, style } = sent.reply;
    if (result.ok) {
      if (result.source === 'demo') {
        setStatus({
          error: true,
          text:
            tested.key === ''
              ? 'No key is saved yet, so demo data answers: save your key above, then test it.'
              : 'Demo data is on: turn it off below to test the key.',
        });
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
        {/* Pressed only once the key, the address and the box it tests are read. */}
        <button
          type="button"
          class="sl-button"
          disabled={setup === undefined}
          onClick={() => void test()}
        >
          Test the key · {credits(probe.credits({}))}
        </button>
      </div>
      <StatusLine status={whileHolds(status, setup)} />
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
