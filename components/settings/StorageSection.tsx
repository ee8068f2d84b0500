import { useEffect, useRef, useState } from 'preact/hooks';
import { type HeldStatus, whileHolds } from '@/components/StatusLine';
import { Unanswered } from '@/components/Unanswered';
import { useStored } from '@/components/useStored';
import { type KeptChange, onKept } from '@/lib/extension/shared/kept-news';
import { storedWatched } from '@/lib/extension/shared/stored-writes';
import { opensSettingsPart } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import {
  type ClearAction,
  clearActionOf,
  clearActionWords,
  type KeptUse,
  keptRows,
} from '@/lib/store/kept-stores';
import { Reading } from './Reading';
import {
  askWords,
  browserWords,
  type Counts,
  countsOf,
  type Estimate,
  keptWords,
  removedWords,
  rowCountWords,
  rowSizes,
  rowsClearedBy,
  sizeWords,
} from './storage-words';

/** What changes what the rows count. */
const followed: readonly KeptChange[] = ['history', 'cache', 'jobs', 'ledger', 'watched'];

const readEstimate = (): Promise<Estimate> =>
  typeof navigator !== 'undefined' && navigator.storage?.estimate
    ? // No estimate: the total is the rows' own count.
      navigator.storage.estimate().catch(() => ({}))
    : Promise.resolve({});

type Asking =
  | { action: ClearAction; state: 'counting' }
  | { action: ClearAction; state: 'asking' | 'clearing'; counts: Counts };

/**
 * What Sidelight keeps, a row per kind with its count and size, their total (counted from the
 * stores, so a clearing shows at once), and apart from it what the browser allows and counts;
 * each kind that can be cleared has its action, which says what it will remove (counted as it is
 * asked) and asks first. The rows follow new calls, runs and clearing.
 */
export function StorageSection() {
  const { value: things } = useStored(storedWatched);
  const [use, setUse] = useState<KeptUse | undefined>(undefined);
  const [estimate, setEstimate] = useState<Estimate>({});
  const [unanswered, setUnanswered] = useState(false);
  const [asking, setAsking] = useState<Asking | undefined>(undefined);
  const [status, setStatus] = useState<HeldStatus<Counts> | null>(null);
  const latest = useRef(0);

  const read = async (): Promise<KeptUse | undefined> => {
    const ask = ++latest.current;
    const [sent, browserSays] = await Promise.all([
      sendMessage('keptUse', undefined),
      readEstimate(),
    ]);
    if (ask === latest.current) {
      setUnanswered(!sent.ok);
      if (sent.ok) setUse(sent.reply);
      setEstimate(browserSays);
    }
    return sent.ok ? sent.reply : undefined;
  };
  useEffect(() => {
    void read();
    // At most once per 200 ms: a run's burst of pages reads the figures once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onKept((changed) => {
      if (timer || !changed.some((change) => followed.includes(change))) return;
      timer = setTimeout(() => {
        timer = undefined;
        void read();
      }, 200);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  // The question's safe answer takes the focus as it opens; closed, the focus goes back to what asked.
  const keepIt = useRef<HTMLButtonElement>(null);
  const askers = useRef(new Map<ClearAction, HTMLButtonElement>());
  const opened = useRef<ClearAction | undefined>(undefined);
  useEffect(() => {
    if (asking?.state === 'asking' && opened.current !== asking.action) keepIt.current?.focus();
    if (!asking && opened.current) askers.current.get(opened.current)?.focus();
    opened.current = asking?.state === 'counting' ? opened.current : asking?.action;
  }, [asking]);

  // Opened from a notice that storage is full (`options.html#storage`): the section comes into
  // view once it shows what is kept, as the page draws it after loading.
  const shown = useRef<HTMLElement>(null);
  const loaded = Boolean(use && things);
  useEffect(() => {
    if (loaded && opensSettingsPart(globalThis.location?.hash ?? '', 'storage'))
      shown.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const watchedCount = things?.length ?? 0;
  const ask = async (action: ClearAction) => {
    setStatus(null);
    setAsking({ action, state: 'counting' });
    const now = await read();
    if (!now) return setAsking(undefined);
    setAsking({ action, state: 'asking', counts: countsOf(now, watchedCount) });
  };
  const clear = async (action: ClearAction, counts: Counts) => {
    setAsking({ action, state: 'clearing', counts });
    const sent = await sendMessage('clearKept', { action });
    setAsking(undefined);
    if (!sent.ok) return setUnanswered(true);
    const text = removedWords(action, sent.reply.removed, counts);
    const left = await read();
    // "Removed …" holds while what it removed is still gone: a restore, or new results, end it.
    const after = left ? countsOf(left, watchedCount) : undefined;
    setStatus({
      error: false,
      text,
      holds: (now) =>
        rowsClearedBy(action).every(
          (row) => now[row.count.counted] <= (after?.[row.count.counted] ?? 0),
        ),
    });
  };

  const title = (
    <h2 class="sl-card__title" id="storage-title">
      Storage
    </h2>
  );
  if (!use || !things)
    return (
      <section class="sl-card" aria-labelledby="storage-title" aria-busy={!unanswered}>
        {title}
        {unanswered ? <Unanswered /> : <Reading what="what Sidelight keeps" />}
      </section>
    );
  const counts = countsOf(use, watchedCount);
  const sizes = rowSizes(use, counts);
  const said = whileHolds(status, counts);
  return (
    <section
      class="sl-card sl-storage"
      id="storage"
      ref={shown}
      aria-labelledby="storage-title"
      data-testid="storage"
    >
      {title}
      <p data-testid="storage-total">{keptWords(use)}</p>
      {browserWords(estimate) && (
        <p class="sl-muted" data-testid="storage-browser">
          {browserWords(estimate)}
        </p>
      )}
      <ul class="sl-storage__rows">
        {keptRows.map((row) => {
          const action = row.shareOf ? undefined : clearActionOf(row.kind);
          const question = action && asking?.action === action ? asking : undefined;
          return (
            <li key={row.title} class="sl-storage__row" data-testid="storage-row">
              <div class="sl-storage__line">
                <span class="sl-storage__title">{row.title}</span>
                <span class="sl-storage__count">{rowCountWords(row, counts)}</span>
                <span class="sl-storage__size">{sizeWords(sizes.get(row) ?? 0)}</span>
                {action && (
                  <button
                    type="button"
                    class="sl-button"
                    ref={(element) => {
                      if (element) askers.current.set(action, element);
                    }}
                    aria-expanded={question !== undefined}
                    disabled={asking !== undefined && question === undefined}
                    onClick={() => void ask(action)}
                  >
                    {clearActionWords[action].name}…
                  </button>
                )}
              </div>
              {row.note && <p class="sl-muted sl-storage__note">{row.note}</p>}
              {question && (
                <div
                  class="sl-batch__delete"
                  role="alertdialog"
                  aria-labelledby={`ask-${action}`}
                  data-testid="storage-question"
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' && question.state === 'asking') {
                      event.preventDefault();
                      setAsking(undefined);
                    }
                  }}
                >
                  {question.state === 'counting' ? (
                    <p id={`ask-${action}`} role="status">
                      Counting what it removes…
                    </p>
                  ) : (
                    <>
                      <p id={`ask-${action}`}>{askWords(question.action, question.counts)}</p>
                      <div class="sl-actions">
                        <button
                          type="button"
                          class="sl-button sl-button--danger"
                          disabled={question.state === 'clearing'}
                          onClick={() => void clear(question.action, question.counts)}
                        >
                          {question.state === 'clearing'
                            ? 'Removing…'
                            : clearActionWords[question.action].name}
                        </button>
                        <button
                          ref={keepIt}
                          type="button"
                          class="sl-button"
                          disabled={question.state === 'clearing'}
                          onClick={() => setAsking(undefined)}
                        >
                          Keep everything
                        </button>
                      </div>
                    </>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {unanswered && <Unanswered />}
      {said && (
        <p class="sl-muted" role="status" data-testid="storage-status">
          {said.text}
        </p>
      )}
    </section>
  );
}
