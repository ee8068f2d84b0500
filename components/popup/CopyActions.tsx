import { useEffect, useRef, useState } from 'preact/hooks';
import { notKeptText, notKeptTitle } from '@/components/not-kept-words';
import { StatusLine } from '@/components/StatusLine';
import { useArea } from '@/components/useArea';
import { costLabel, useCostNow } from '@/components/useCostNow';
import { useStored } from '@/components/useStored';
import type { Endpoint } from '@/lib/api/endpoint';
import { servingKind } from '@/lib/areas/load-area';
import { paramsFromPage, priceOf } from '@/lib/areas/page-params';
import { sizeLabel } from '@/lib/export/files';
import type { CostNow } from '@/lib/extension/shared/answers';
import type { NotKept } from '@/lib/extension/shared/kept-news';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { storedPreferences } from '@/lib/extension/shared/stored-writes';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { callApi, listenNotKept, notKeptOf } from '@/lib/extension/views/api-calls';
import { reportProblem } from '@/lib/extension/views/problems';

const formats: Record<Preferences['copyFormat'], string> = {
  txt: 'Plain text',
  stamped: 'With timestamps',
  srt: 'SRT',
};

const priced = (price: number | undefined, free: CostNow['free'] | undefined) =>
  price === undefined ? '' : ` · ${costLabel(price, free)}`;

/** Copy the page's primary result as JSON, or its transcript, in one click; the price is on the button. */
export function CopyActions({ page }: { page: TabPage }) {
  // The preferences as stored: the settings or the demo box may change them while this is open.
  const { value: prefs, patch } = useStored(storedPreferences);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The answer last copied: copied all the same, it may turn out not kept once its write fails.
  const copied = useRef<{ key: string; fetchedAt: number; text: string } | null>(null);
  const sayNotKept = (text: string, news: NotKept) =>
    setStatus({ error: true, text: `${text}. ${notKeptTitle}: ${notKeptText(news)}` });
  useEffect(
    () =>
      listenNotKept((news) => {
        const last = copied.current;
        if (last?.key === news.key && last.fetchedAt === news.fetchedAt)
          sayNotKept(last.text, news);
      }),
    [],
  );
  const match = page.match && 'params' in page.match ? page.match : undefined;
  // The page's area loads its endpoints when the popup opens on it.
  const { endpoints: areaEndpoints } = useArea(match?.area);
  const serving = match && areaEndpoints ? servingKind(areaEndpoints, match.kind) : [];
  const primary = serving[0];
  const transcript = serving.find((entry) => entry.transcript);
  const primaryParams = primary && match ? paramsFromPage(primary, match.params) : {};
  const transcriptParams =
    transcript && match && prefs
      ? { ...paramsFromPage(transcript, match.params), language: prefs.transcriptLanguage }
      : {};
  // What each button costs now, asked again after each copy (a call fills the cache).
  const primaryFree = useCostNow(
    primary?.id ?? '',
    primary ? primaryParams : undefined,
    false,
    status,
  );
  const transcriptFree = useCostNow(
    transcript?.id ?? '',
    transcript && prefs ? transcriptParams : undefined,
    false,
    status,
  );
  // Shown once the prices are known: a label changing under the pointer would move the buttons.
  if (!match || !prefs || !areaEndpoints) return null;
  if ((primary && primaryFree === undefined) || (transcript && transcriptFree === undefined))
    return null;

  const copy = async (
    endpoint: Endpoint,
    callParams: Record<string, unknown>,
    render: (data: unknown) => string | Promise<string>,
  ) => {
    setBusy(true);
    setStatus({ error: false, text: 'Fetching…' });
    const result = await callApi({ id: endpoint.id, params: callParams, pageUrl: page.url });
    setBusy(false);
    if (!result.ok) {
      setStatus({ error: true, text: result.error.message });
      return;
    }
    const text = await render(result.data);
    try {
      await navigator.clipboard.writeText(text);
      const from =
        result.source === 'cache'
          ? ' (from the cache, free)'
          : result.source === 'demo'
            ? ' (demo data)'
            : '';
      const said = `Copied ${sizeLabel(text)}${from}`;
      copied.current = { key: result.key, fetchedAt: result.fetchedAt, text: said };
      const notKept = result.source === 'network' ? notKeptOf(result) : undefined;
      if (notKept) sayNotKept(said, notKept);
      else setStatus({ error: false, text: said });
    } catch {
      setStatus({
        error: true,
        text: 'The browser did not allow copying. Try again from the side panel.',
      });
    }
  };

  return (
    <section class="sl-card sl-copy">
      {primary && (
        <button
          type="button"
          class="sl-button sl-button--primary"
          disabled={busy || priceOf(primary, primaryParams) === undefined}
          onClick={() => void copy(primary, primaryParams, (data) => JSON.stringify(data, null, 2))}
        >
          Copy JSON{priced(priceOf(primary, primaryParams), primaryFree)}
        </button>
      )}
      {transcript && (
        <div class="sl-field__row">
          <button
            type="button"
            class="sl-button"
            disabled={busy}
            onClick={() =>
              void copy(transcript, transcriptParams, async (data) => {
                // The transcript's formats load with the first copy of one.
                const { cuesOf, formatTranscript } = await import('@/lib/export/transcript');
                return formatTranscript(prefs.copyFormat, cuesOf(data), {
                  title: page.title,
                  pageUrl: page.url,
                });
              })
            }
          >
            Copy transcript{priced(priceOf(transcript, transcriptParams), transcriptFree)}
          </button>
          <select
            class="sl-input"
            aria-label="Transcript format"
            value={prefs.copyFormat}
            onChange={(event) =>
              void patch({
                copyFormat: event.currentTarget.value as Preferences['copyFormat'],
              }).catch(reportProblem('savingSettings'))
            }
          >
            {Object.entries(formats).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      <StatusLine status={status} testId="copy-status" />
    </section>
  );
}
