import { StatusLine } from '@/components/StatusLine';
import { useArea } from '@/components/useArea';
import { costLabel, useCostNow } from '@/components/useCostNow';
import { useStored } from '@/components/useStored';
import type { Endpoint } from '@/lib/api/endpoint';
import { servingKind } from '@/lib/areas/load-area';
import { paramsFromPage, priceOf } from '@/lib/areas/page-params';
import type { CostNow } from '@/lib/extension/shared/answers';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { storedPreferences } from '@/lib/extension/shared/stored-writes';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { reportProblem } from '@/lib/extension/views/problems';
import { type Render, useCopy } from './useCopy';

const formats: Record<Preferences['copyFormat'], string> = {
  txt: 'Plain text',
  stamped: 'With timestamps',
  srt: 'SRT',
};

const priced = (price: number | undefined, free: CostNow['free'] | undefined) =>
  price === undefined ? '' : ` · ${costLabel(price, free)}`;

/** A call a button copies: its endpoint, its params from the page, and why it is free now. */
interface CopyTarget {
  endpoint: Endpoint;
  params: Record<string, unknown>;
  free: CostNow['free'] | undefined;
}

/**
 * The page's calls worth copying: its kind's first endpoint (the JSON) and the transcript's, each
 * with its params from the page and what it costs now, asked again when `after` changes (a call
 * fills the cache). `loaded` once the page's area has loaded its endpoints.
 */
function useCopyTargets(
  page: TabPage,
  prefs: Preferences | undefined,
  after: unknown,
): { loaded: boolean; json?: CopyTarget; transcript?: CopyTarget } {
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
  const primaryFree = useCostNow(
    primary?.id ?? '',
    primary ? primaryParams : undefined,
    false,
    after,
  );
  const transcriptFree = useCostNow(
    transcript?.id ?? '',
    transcript && prefs ? transcriptParams : undefined,
    false,
    after,
  );
  return {
    loaded: match !== undefined && areaEndpoints !== undefined,
    ...(primary && { json: { endpoint: primary, params: primaryParams, free: primaryFree } }),
    ...(transcript && {
      transcript: { endpoint: transcript, params: transcriptParams, free: transcriptFree },
    }),
  };
}

/** The page's transcript in the chosen format; the formats load with the first copy of one. */
const transcriptText =
  (format: Preferences['copyFormat'], page: TabPage): Render =>
  async (data) => {
    const { cuesOf, formatTranscript } = await import('@/lib/export/transcript');
    return formatTranscript(format, cuesOf(data), { title: page.title, pageUrl: page.url });
  };

/** Copy transcript, with the format it copies in (a preference, saved as it is chosen). */
function TranscriptCopy({
  target,
  busy,
  onCopy,
  format,
  onFormat,
}: {
  target: CopyTarget;
  busy: boolean;
  onCopy: () => void;
  format: Preferences['copyFormat'];
  onFormat: (format: Preferences['copyFormat']) => void;
}) {
  return (
    <div class="sl-field__row">
      <button type="button" class="sl-button" disabled={busy} onClick={onCopy}>
        Copy transcript{priced(priceOf(target.endpoint, target.params), target.free)}
      </button>
      <select
        class="sl-input"
        aria-label="Transcript format"
        value={format}
        onChange={(event) => onFormat(event.currentTarget.value as Preferences['copyFormat'])}
      >
        {Object.entries(formats).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Copy the page's primary result as JSON, or its transcript, in one click; the price is on the button. */
export function CopyActions({ page }: { page: TabPage }) {
  // The preferences as stored: the settings or the demo box may change them while this is open.
  const { value: prefs, patch } = useStored(storedPreferences);
  const { status, busy, copy } = useCopy(page.url);
  const { loaded, json, transcript } = useCopyTargets(page, prefs, status);
  // Shown once the prices are known: a label changing under the pointer would move the buttons.
  if (!loaded || !prefs) return null;
  if ((json && json.free === undefined) || (transcript && transcript.free === undefined))
    return null;

  return (
    <section class="sl-card sl-copy">
      {json && (
        <button
          type="button"
          class="sl-button sl-button--primary"
          disabled={busy || priceOf(json.endpoint, json.params) === undefined}
          onClick={() =>
            void copy(json.endpoint, json.params, (data) => JSON.stringify(data, null, 2))
          }
        >
          Copy JSON{priced(priceOf(json.endpoint, json.params), json.free)}
        </button>
      )}
      {transcript && (
        <TranscriptCopy
          target={transcript}
          busy={busy}
          onCopy={() =>
            void copy(
              transcript.endpoint,
              transcript.params,
              transcriptText(prefs.copyFormat, page),
            )
          }
          format={prefs.copyFormat}
          onFormat={(copyFormat) =>
            void patch({ copyFormat }).catch(reportProblem('savingSettings'))
          }
        />
      )}
      <StatusLine status={status} testId="copy-status" />
    </section>
  );
}
