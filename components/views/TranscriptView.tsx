import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { SearchBox } from '@/components/SearchBox';
import { priceOf } from '@/lib/api/page-params';
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
import { followVideo, seekVideo } from '@/lib/extension/tab-video';
import { BlockList, type BlockProps, ListRow, pure } from './list/BlockList';
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

/** Languages the answer says exist: a list (short video) or manual and automatic apart (video). */
const languagesOf = (data: unknown): { manual: string[]; automatic: string[] } => {
  const available = (data as { availableLanguages?: unknown })?.availableLanguages;
  if (Array.isArray(available)) return { manual: available.map(String), automatic: [] };
  const grouped = (available ?? {}) as { manual?: unknown; automatic?: unknown };
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return { manual: list(grouped.manual), automatic: list(grouped.automatic) };
};

/**
 * A transcript with its times: a click on a time plays the video in the tab from there; the line
 * being played can be followed; search within; another language is one (priced) click away.
 */
export function TranscriptView({ endpoint, data, params, context, rerun }: ViewProps) {
  const cues = useMemo(() => cuesOf(data), [data]);
  const [query, setQuery] = useState('');
  const [follow, setFollow] = useState(false);
  const [playing, setPlaying] = useState(-1);
  const [format, setFormat] = useState<TranscriptFormat>('stamped');
  const { manual, automatic } = languagesOf(data);
  const language = String((data as { language?: unknown })?.language ?? params.language ?? '');
  const title = String((data as { title?: unknown })?.title ?? 'Transcript');
  const tabId = context.tabId;

  useEffect(() => {
    if (!follow || tabId === undefined || tabId < 0) return;
    return followVideo(tabId, (seconds) =>
      setPlaying(cues.findIndex((cue) => seconds >= cue.start && seconds < cue.end)),
    );
  }, [follow, tabId, cues]);

  // One function for every line's button, so blocks already shown need not render again.
  const seek = useCallback(
    (seconds: number) => {
      if (tabId !== undefined && tabId >= 0) void seekVideo(tabId, seconds);
    },
    [tabId],
  );
  const needle = query.trim().toLowerCase();
  const lines = useMemo(
    () => cues.map((cue, index) => ({ cue, index, time: clock(cue.start) })),
    [cues],
  );
  const found = useMemo(
    () =>
      needle === '' ? lines : lines.filter((line) => line.cue.text.toLowerCase().includes(needle)),
    [lines, needle],
  );
  const switchPrice = priceOf(endpoint, { ...params, language: 'en' });
  const text = () =>
    formatTranscript(format, cues, {
      title,
      ...(context.pageUrl ? { pageUrl: context.pageUrl } : {}),
    });

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
        {manual.length + automatic.length > 1 && (
          <label class="sl-check">
            Language{' '}
            <select
              class="sl-input"
              value={language}
              aria-describedby={`${endpoint.id}-language-price`}
              onChange={(event) => rerun({ language: event.currentTarget.value })}
            >
              {manual.length > 0 && (
                <optgroup label="Written by people">
                  {manual.map((code) => (
                    <option key={`m-${code}`} value={code}>
                      {code}
                    </option>
                  ))}
                </optgroup>
              )}
              {automatic.length > 0 && (
                <optgroup label="Automatic">
                  {automatic.map((code) => (
                    <option key={`a-${code}`} value={code}>
                      {code}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            <span class="sl-muted" id={`${endpoint.id}-language-price`}>
              {switchPrice === undefined ? '' : ` another language: ${switchPrice} credits`}
            </span>
          </label>
        )}
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
                { endpointId: endpoint.id, kind: context.kind, id: context.id, more: language },
                transcriptFormats[format].extension,
              ),
              transcriptFormats[format].mime,
            )
          }
        >
          Download transcript
        </button>
      </div>
    </div>
  );
}
