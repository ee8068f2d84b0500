import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { SearchBox } from '@/components/SearchBox';
import { priceOf } from '@/lib/areas/page-params';
import { download } from '@/lib/export/files';
import {
  type Cue,
  clock,
  cuesOf,
  formatTranscript,
  type TranscriptFormat,
  transcriptFormats,
} from '@/lib/export/transcript';
import { resultFileName } from '@/lib/export/words';
import { followVideo, seekVideo } from '@/lib/extension/views/tab-video';
import { BlockList, type BlockProps, ListRow, pure } from './list/BlockList';
import { languageChoices } from './transcript-languages';
import type { ViewProps } from './types';

/** Lines per block (see list/BlockList.tsx): a few screens of the transcript's box. */
const linesPerBlock = 25;
/** Lines are light: a transcript of hours stays whole in the page. */
const filledLines = 10_000;

interface Line {
  cue: Cue;
  /** Where the line is in the whole transcript, searched or not. */
  index: number;
  time: string;
}

const LinesBlock = pure(
  ({ rows, offset, total, marked, seek }: BlockProps<Line> & { seek(seconds: number): void }) => (
    <>
      {rows.map(({ cue, time }, index) => (
        <ListRow
          key={index}
          class="sl-transcript__line"
          position={offset + index}
          total={total}
          current={offset + index === marked}
        >
          <button
            type="button"
            class="sl-transcript__time"
            onClick={() => seek(cue.start)}
            aria-label={`Play from ${time}`}
          >
            {time}
          </button>
          <span>{cue.text}</span>
        </ListRow>
      ))}
    </>
  ),
);

/** Which line the video in the tab is playing, followed while `follow` is on (-1: none). */
function usePlayingLine(follow: boolean, tabId: number | undefined, cues: Cue[]) {
  const [playing, setPlaying] = useState(-1);
  useEffect(() => {
    if (!follow || tabId === undefined || tabId < 0) return;
    return followVideo(tabId, (seconds) =>
      setPlaying(cues.findIndex((cue) => seconds >= cue.start && seconds < cue.end)),
    );
  }, [follow, tabId, cues]);
  return playing;
}

/** The lines with their times, and those the search finds (all of them when it is empty). */
function useFoundLines(cues: Cue[], query: string) {
  const needle = query.trim().toLowerCase();
  const lines = useMemo(
    () => cues.map((cue, index) => ({ cue, index, time: clock(cue.start) })),
    [cues],
  );
  return useMemo(
    () =>
      needle === '' ? lines : lines.filter((line) => line.cue.text.toLowerCase().includes(needle)),
    [lines, needle],
  );
}

/** The language of the transcript shown. */
const languageOf = (data: unknown, params: Record<string, unknown>) =>
  String((data as { language?: unknown })?.language ?? params.language ?? '');

/** The transcript's other languages, and what switching to one costs (a call of its own). */
function LanguageSwitch({ endpoint, data, params, rerun }: ViewProps) {
  const languages = languageChoices(data);
  if (languages.length <= 1) return null;
  const language = languageOf(data, params);
  const switchPrice = priceOf(endpoint, { ...params, language: 'en' });
  return (
    <>
      <span class="sl-check">
        <label for={`${endpoint.id}-language`}>Language</label>
        <select
          id={`${endpoint.id}-language`}
          class="sl-input"
          value={language}
          aria-describedby={`${endpoint.id}-language-price`}
          onChange={(event) => rerun({ language: event.currentTarget.value })}
        >
          {languages.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </span>
      {/* Beside the list, free to wrap below it in a narrow panel. */}
      {switchPrice !== undefined && (
        <span class="sl-muted" id={`${endpoint.id}-language-price`}>
          Another language: {switchPrice} credits
        </span>
      )}
    </>
  );
}

/** The transcript taken away in a format the user picks: copied, or downloaded as a file. */
function TranscriptExport({
  endpointId,
  cues,
  context,
  title,
  language,
}: {
  endpointId: string;
  cues: Cue[];
  context: ViewProps['context'];
  title: string;
  language: string;
}) {
  const [format, setFormat] = useState<TranscriptFormat>('stamped');
  const text = () =>
    formatTranscript(format, cues, {
      title,
      ...(context.pageUrl ? { pageUrl: context.pageUrl } : {}),
    });
  return (
    <div class="sl-actions">
      <select
        class="sl-input"
        aria-label="Transcript format"
        value={format}
        onChange={(event) => setFormat(event.currentTarget.value as TranscriptFormat)}
      >
        {Object.entries(transcriptFormats).map(([key, { label }]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      <button
        type="button"
        class="sl-button"
        onClick={() => void navigator.clipboard.writeText(text())}
      >
        Copy transcript
      </button>
      <button
        type="button"
        class="sl-button"
        onClick={() =>
          download(
            text(),
            resultFileName(
              { endpointId, kind: context.kind, id: context.id, more: language },
              transcriptFormats[format].extension,
            ),
            transcriptFormats[format].mime,
          )
        }
      >
        Download transcript
      </button>
    </div>
  );
}

/**
 * A transcript with its times: a click on a time plays the video in the tab from there; the line
 * being played can be followed; search within; another language is one (priced) click away.
 */
export function TranscriptView(props: ViewProps) {
  const { endpoint, data, params, context } = props;
  const cues = useMemo(() => cuesOf(data), [data]);
  const [query, setQuery] = useState('');
  const [follow, setFollow] = useState(false);
  const title = String((data as { title?: unknown })?.title ?? 'Transcript');
  const tabId = context.tabId;
  const playing = usePlayingLine(follow, tabId, cues);
  const found = useFoundLines(cues, query);

  // One function for every line's button, so blocks already shown need not render again.
  const seek = useCallback(
    (seconds: number) => {
      if (tabId !== undefined && tabId >= 0) void seekVideo(tabId, seconds);
    },
    [tabId],
  );

  return (
    <div class="sl-transcript" data-testid="transcript">
      <div class="sl-actions">
        <SearchBox label="Search the transcript" value={query} onInput={setQuery} />
        {tabId !== undefined && tabId >= 0 && (
          <label class="sl-check">
            <input
              type="checkbox"
              checked={follow}
              onChange={(event) => setFollow(event.currentTarget.checked)}
            />{' '}
            Follow the video
          </label>
        )}
        <LanguageSwitch {...props} />
      </div>
      <BlockList
        rows={found}
        Block={LinesBlock}
        extra={{ seek }}
        size={linesPerBlock}
        fill={filledLines}
        rowHeight={24}
        class="sl-transcript__lines"
        scrolls
        marked={found.findIndex((line) => line.index === playing)}
        follow={follow}
      />
      <TranscriptExport
        endpointId={endpoint.id}
        cues={cues}
        context={context}
        title={title}
        language={languageOf(data, params)}
      />
    </div>
  );
}
