import { useState } from 'preact/hooks';
import { StatusLine } from '@/components/StatusLine';
import { endpointById } from '@/lib/api/catalog';
import { callApi } from '@/lib/extension/api-calls';

// The cheapest call there is: one credit, no parameters.
const probe = endpointById('events.categories');

/** Runs the cheapest endpoint with the saved key and address, and says what that tells. */
export function KeyTest() {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const test = async () => {
    setStatus({ error: false, text: 'Testing…' });
    const result = await callApi({ id: probe.id, params: {}, refresh: true });
    if (result.ok) {
      setStatus(
        result.source === 'demo'
          ? { error: true, text: 'Demo data is on: turn it off below to test the key.' }
          : {
              error: false,
              text: `The key works.${result.credits.remaining === undefined ? '' : ` Balance: ${result.credits.remaining.toLocaleString()} credits.`}`,
            },
      );
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
            : message;
    setStatus({ error: true, text });
  };
  return (
    <div class="sl-card sl-field" data-testid="key-test">
      <div class="sl-field__row">
        <button type="button" class="sl-button" onClick={() => void test()}>
          Test the key · {probe.credits({})} credit
        </button>
      </div>
      <StatusLine status={status} />
    </div>
  );
}
