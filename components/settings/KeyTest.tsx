import { useState } from 'preact/hooks';
import { type HeldStatus, StatusLine, whileHolds } from '@/components/StatusLine';
import { unansweredText } from '@/components/Unanswered';
import type { PathStyle } from '@/lib/api/path-style';
import { fieldLabels, pathStyleWords } from '@/lib/extension/shared/setting-words';
import type { PathStyleSetting } from '@/lib/extension/shared/settings-schema';
import { storedPathStyle } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';
import { credits } from '@/lib/words';
import { keyTestWords, pathStyleNote, probe } from './key-test-words';
import { type Setup, sameSetup, useAddressStyle } from './use-address-style';

/**
 * Runs the test with the setup as stored at that moment, and what it said; each line holds while
 * the key, the address and the box are what it tested. A key that works may have found the
 * address's path style, so the style is read again then.
 */
function useKeyTest({ setup, readNow, read }: ReturnType<typeof useAddressStyle>) {
  const [status, setStatusOf] = useState<HeldStatus<Setup> | null>(null);
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
    setStatus(keyTestWords(sent.reply, tested.key));
    if (sent.reply.result.ok && sent.reply.result.source !== 'demo') read();
  };
  return { status, test };
}

/** The path names the address uses, picked by hand, and where what is shown came from. */
function PathStyleChoice({
  address,
  known,
  choose,
}: {
  address: string | undefined;
  known: PathStyleSetting | undefined;
  choose(style: PathStyle): void;
}) {
  return (
    <>
      <label class="sl-field__label" for="path-style">
        {fieldLabels.pathStyle}
      </label>
      <select
        id="path-style"
        class="sl-input"
        value={known?.style ?? 'contract'}
        disabled={address === undefined}
        aria-describedby="path-style-note"
        onChange={(event) => choose(event.currentTarget.value as PathStyle)}
      >
        {(Object.keys(pathStyleWords) as PathStyle[]).map((style) => (
          <option key={style} value={style}>
            {pathStyleWords[style]}
          </option>
        ))}
      </select>
      <p class="sl-muted" id="path-style-note" data-testid="path-style-note">
        {pathStyleNote(address, known)}
      </p>
    </>
  );
}

/**
 * Runs the cheapest endpoint with the saved key and address, and says what that tells: whether
 * the key works and how the address spells its paths (found here, or picked by hand below).
 */
export function KeyTest() {
  const addressStyle = useAddressStyle();
  const { address, setup, known, read } = addressStyle;
  const { status, test } = useKeyTest(addressStyle);
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
      <PathStyleChoice address={address} known={known} choose={choose} />
    </div>
  );
}
