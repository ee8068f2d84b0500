import { useEffect, useMemo, useState } from 'preact/hooks';
import { type FormValues, ParamForm } from '@/components/panel/ParamForm';
import type { Endpoint } from '@/lib/api/endpoint';
import { describeParamIssues } from '@/lib/api/params';
import {
  lineRequest,
  type PageLine,
  type RefusedLine,
  readLines,
  refusedGroups,
} from '@/lib/areas/batch-lines';
import { cleanParams, endpointsForPage, priceOf } from '@/lib/areas/page-params';
import { apiSettings, batchConcurrency } from '@/lib/extension/shared/storage';
import { storedBatchConcurrency } from '@/lib/extension/shared/stored-writes';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob } from '@/lib/store/db';
import { budgetLeftOf } from '../panel/load-all-words';
import { useKept } from '../useKept';
import { counted, credits } from '../views/format';
import { priceLine } from './batch-state-words';
import { kindOfPageWords } from './batch-words';

/** The pages of one kind of one platform, and what the user asks of them. */
interface Group {
  key: string;
  platform: string;
  kind: string;
  pages: PageLine[];
  endpoints: Endpoint[];
}

interface Choice {
  endpointId: string;
  values: FormValues;
}

const groupsOf = (pages: readonly PageLine[]): Group[] => {
  const groups = new Map<string, Group>();
  for (const page of pages) {
    const key = `${page.platform} ${page.kind}`;
    const group = groups.get(key) ?? {
      key,
      platform: page.platform,
      kind: page.kind,
      pages: [],
      endpoints: endpointsForPage(page.area, page.kind),
    };
    group.pages.push(page);
    groups.set(key, group);
  }
  return [...groups.values()];
};

/** The lines of a dropped or chosen file, added after what is typed. */
const withFile = async (typed: string, file: File) => {
  const text = await file.text();
  return typed.trim() === '' ? text : `${typed.replace(/\s*$/, '')}\n${text}`;
};

/** A new batch: its pages, what to fetch of each kind, its price, its cap, then Run. */
export function BatchForm({
  initial,
  onStarted,
}: {
  initial: string;
  onStarted(batch: BatchJob): void;
}) {
  const [text, setText] = useState(initial);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  /** Lines the cache or demo data answers for free, by line number, for the requests asked. */
  const [answered, setAnswered] = useState<{
    asked: string;
    free: Map<number, 'cache' | 'demo'>;
  } | null>(null);
  const [budgetLeft, setBudgetLeft] = useState<number | null>(null);
  const [typedCap, setTypedCap] = useState<string | undefined>(undefined);
  const [atOnce, setAtOnce] = useState(3);
  const [problem, setProblem] = useState('');
  const [starting, setStarting] = useState(false);
  const { pages, refused } = useMemo(() => readLines(text), [text]);
  const groups = useMemo(() => groupsOf(pages), [pages]);

  /**
   * Bumped when what a price is computed from changes (the cache kept or cleared, the key, the
   * address, demo data): the lines are priced again, and no price shows until they are.
   */
  const [facts, setFacts] = useState(0);
  const [spending, setSpending] = useState(0);
  useKept('cache', () => setFacts((count) => count + 1));
  useKept('settings', () => {
    setFacts((count) => count + 1);
    setSpending((count) => count + 1);
  });
  useKept('ledger', () => setSpending((count) => count + 1));

  useEffect(() => {
    void batchConcurrency.getValue().then(setAtOnce);
  }, []);
  // What the budgets still allow follows every call and every change of the budgets.
  useEffect(() => {
    void Promise.all([sendMessage('creditTotals', undefined), apiSettings.getValue()]).then(
      ([totals, budgets]) => setBudgetLeft(totals.ok ? budgetLeftOf(totals.reply, budgets) : null),
    );
  }, [spending]);

  const choiceOf = (group: Group): Choice =>
    choices[group.key] ?? { endpointId: group.endpoints[0]?.id ?? '', values: {} };

  // Each page's request, its price, or why it cannot be sent as asked.
  const lines = groups.flatMap((group) => {
    const choice = choiceOf(group);
    const endpoint = group.endpoints.find((entry) => entry.id === choice.endpointId);
    if (!endpoint) return [];
    return group.pages.map((page) => {
      const request = lineRequest(page, endpoint, cleanParams(choice.values));
      const price = priceOf(endpoint, request.params);
      const parsed = endpoint.params.safeParse(request.params);
      return {
        page,
        request,
        price,
        problem: parsed.success ? '' : describeParamIssues(endpoint.label, parsed.error.issues),
      };
    });
  });
  const sendable = lines.filter((line) => line.price !== undefined);
  const unsendable = lines.filter((line) => line.price === undefined);
  const asked = JSON.stringify([
    facts,
    sendable.map((line) => [line.page.line, line.request.id, line.request.params]),
  ]);

  // What the cache answers for free, asked of the background as it would answer the calls.
  // Asked once typing pauses: a thousand lines are a thousand questions, not one per keystroke.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void Promise.all(
        sendable.map((line) =>
          sendMessage('costNow', { id: line.request.id, params: line.request.params }).then(
            (sent) => [line.page.line, sent.ok ? sent.reply.free : null] as const,
          ),
        ),
      ).then((answers) => {
        const found = answers.filter(
          (answer): answer is readonly [number, 'cache' | 'demo'] => answer[1] !== null,
        );
        if (current) setAnswered({ asked, free: new Map(found) });
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked]);

  // Until the background has priced these very requests, no price is shown and Run waits.
  const free = answered?.asked === asked ? answered.free : undefined;
  const total = sendable.reduce(
    (sum, line) => sum + (free?.has(line.page.line) ? 0 : (line.price ?? 0)),
    0,
  );
  const demo = free !== undefined && [...free.values()].includes('demo');
  const offered = Math.max(0, Math.min(total, budgetLeft ?? total));
  const cap = typedCap === undefined ? offered : Number(typedCap);
  const capValid = Number.isInteger(cap) && cap >= 0;

  const run = async () => {
    setStarting(true);
    setProblem('');
    await storedBatchConcurrency.update(() => atOnce);
    const sent = await sendMessage('startBatch', {
      rows: sendable.map((line) => ({ ...line.request, line: line.page.line })),
      cap,
      concurrency: atOnce,
      // The background refuses to start if the lines cost more now than the price shown.
      expected: total,
    });
    setStarting(false);
    if (!sent.ok) return setProblem("Sidelight's background did not answer. Try again.");
    if (!sent.reply.ok) return setProblem(sent.reply.message);
    onStarted(sent.reply.batch);
  };

  return (
    <form
      class="sl-batch-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable.length > 0 && capValid && !starting) void run();
      }}
    >
      <div class="sl-field">
        <label class="sl-field__label" for="batch-pages">
          Pages
        </label>
        <textarea
          id="batch-pages"
          class="sl-input sl-batch-form__pages"
          rows={8}
          spellcheck={false}
          placeholder={
            'One address per line, any platform:\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://www.reddit.com/r/typescript'
          }
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            const file = event.dataTransfer?.files[0];
            if (!file) return;
            event.preventDefault();
            void withFile(text, file).then(setText);
          }}
        />
        <span class="sl-muted">
          Drop a file of addresses here, or{' '}
          <label class="sl-batch-form__file">
            choose one
            <input
              type="file"
              accept=".txt,.csv,text/plain,text/csv"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void withFile(text, file).then(setText);
              }}
            />
          </label>
          .
        </span>
      </div>

      {(pages.length > 0 || refused.length > 0) && (
        <p data-testid="batch-recognised">
          {counted(pages.length, 'page')} recognised
          {refused.length > 0 ? `; ${counted(refused.length, 'line')} not sent:` : '.'}
        </p>
      )}
      {refused.length > 0 && (
        <div class="sl-batch-refused" data-testid="batch-refused">
          {refusedGroups(refused).map((group) => (
            <RefusedGroup key={group.reason} reason={group.reason} lines={group.lines} />
          ))}
        </div>
      )}

      {groups.map((group) => {
        const choice = choiceOf(group);
        const endpoint = group.endpoints.find((entry) => entry.id === choice.endpointId);
        const selectId = `batch-endpoint-${group.key.replace(/\W+/g, '-')}`;
        return (
          <fieldset class="sl-batch-form__group" key={group.key} data-group={group.key}>
            <legend>
              {kindOfPageWords(group.platform, group.kind)} · {counted(group.pages.length, 'page')}
            </legend>
            <div class="sl-field">
              <label class="sl-field__label" for={selectId}>
                Fetch
              </label>
              <select
                id={selectId}
                class="sl-input"
                value={choice.endpointId}
                onChange={(event) =>
                  setChoices({
                    ...choices,
                    [group.key]: { endpointId: event.currentTarget.value, values: {} },
                  })
                }
              >
                {group.endpoints.map((entry) => {
                  const first = group.pages[0];
                  const each = first ? priceOf(entry, lineRequest(first, entry).params) : undefined;
                  return (
                    <option key={entry.id} value={entry.id}>
                      {entry.label}
                      {each === undefined ? '' : ` · ${credits(each)} a page`}
                    </option>
                  );
                })}
              </select>
            </div>
            {endpoint && (
              <ParamForm
                endpoint={endpoint}
                values={choice.values}
                given={group.pages[0]?.params ?? {}}
                onChange={(values) =>
                  setChoices({ ...choices, [group.key]: { ...choice, values } })
                }
              />
            )}
          </fieldset>
        );
      })}

      {unsendable.length > 0 && (
        <p class="sl-error" role="alert" data-testid="batch-unsendable">
          {counted(unsendable.length, 'page')} cannot be sent as asked: {unsendable[0]?.problem}
        </p>
      )}

      {sendable.length > 0 && (
        <div class="sl-batch-form__run">
          <p data-testid="batch-price">
            {free === undefined
              ? 'Pricing…'
              : demo
                ? `Demo data: ${counted(sendable.length, 'page')}, free.`
                : priceLine({ total, lines: sendable.length, cached: free.size })}
            {budgetLeft !== null && ` Your budget allows ${counted(budgetLeft, 'more credit')}.`}
          </p>
          <div class="sl-batch-form__limits">
            <div class="sl-field">
              <label class="sl-field__label" for="batch-cap">
                Spend at most (credits)
              </label>
              <input
                id="batch-cap"
                class="sl-input sl-load-all__cap"
                type="number"
                min={0}
                step={1}
                value={typedCap ?? String(offered)}
                onInput={(event) => setTypedCap(event.currentTarget.value)}
              />
            </div>
            <div class="sl-field">
              <label class="sl-field__label" for="batch-at-once">
                At a time
              </label>
              <input
                id="batch-at-once"
                class="sl-input sl-load-all__cap"
                type="number"
                min={1}
                max={10}
                step={1}
                value={String(atOnce)}
                onInput={(event) => {
                  const value = Number(event.currentTarget.value);
                  if (Number.isInteger(value) && value >= 1 && value <= 10) setAtOnce(value);
                }}
              />
            </div>
          </div>
          {problem && (
            <p class="sl-error" role="alert">
              {problem}
            </p>
          )}
          <div class="sl-actions">
            <button
              type="submit"
              class="sl-button sl-button--primary"
              disabled={!capValid || starting || free === undefined}
            >
              Run ·{' '}
              {demo
                ? 'free (demo data)'
                : total === 0
                  ? 'free (cached)'
                  : `up to ${credits(Math.min(cap, total))}`}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

/** The lines not sent for one reason: its count, and its lines once opened. */
function RefusedGroup({ reason, lines }: { reason: string; lines: readonly RefusedLine[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      class="sl-batch-refused__group"
      data-reason={reason}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {reason.replace(/\.$/, '')} · {counted(lines.length, 'line')}
      </summary>
      {open && (
        <ul class="sl-batch-form__refused">
          {lines.map((line) => (
            <li key={line.line}>
              Line {line.line}: <code>{line.text.slice(0, 120)}</code>
              {line.reason !== reason ? ` · ${line.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
