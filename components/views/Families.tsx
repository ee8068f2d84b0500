import { useMemo, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { lazy } from '@/components/lazy';
import { SearchBox } from '@/components/SearchBox';
import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec, ViewSpec } from '@/lib/api/view-spec';
import { batchPagePath } from '@/lib/extension/views/batch-page';
import { counted, exactNumber, formatDate } from './format';
import { Item, linkOf, textAt } from './Item';
import { BlockList, type BlockProps, ListRow, pure } from './list/BlockList';
import { ResultControls } from './ResultControls';
import type { ViewProps } from './types';

const BarChart = lazy(() => import('./BarChart').then((module) => module.BarChart));

const listAt = (data: unknown, path: string): unknown[] => {
  const value = path === '' ? data : valueAt(data, path);
  return Array.isArray(value) ? value : [];
};

/** Each row's JSON in lower case, made once per list when its filter is first used. */
const searchTexts = new WeakMap<unknown[], string[]>();

/** Rows whose text contains the filter, any field; the list itself when there is no filter. */
function matching(items: unknown[], needle: string): unknown[] {
  if (needle === '') return items;
  let texts = searchTexts.get(items);
  if (!texts) {
    texts = items.map((item) => (JSON.stringify(item) ?? '').toLowerCase());
    searchTexts.set(items, texts);
  }
  const found = texts;
  return items.filter((_, index) => found[index]?.includes(needle));
}

function Filter({
  value,
  onInput,
  count,
  total,
}: {
  value: string;
  onInput(value: string): void;
  count: number;
  total: number;
}) {
  return (
    <div class="sl-actions">
      <SearchBox label="Filter the loaded rows" value={value} onInput={onInput} />
      <span class="sl-muted">
        {count === total
          ? counted(total, 'row')
          : `${exactNumber(count)} of ${counted(total, 'row')}`}
      </span>
    </div>
  );
}

/** What shows instead of rows: an answer without any, or a filter that matches none. */
function Empty({ needle, none }: { needle: string; none: string }) {
  return (
    <p class="sl-muted sl-empty" data-testid="empty">
      {needle.trim() === '' ? none : `No loaded row contains “${needle.trim()}”.`}
    </p>
  );
}

/** Rows per block (see list/BlockList.tsx): about a screenful of items. */
const rowsPerBlock = 10;
/** Rows a list fills whole into the page (see list/BlockList.tsx for a longer one). */
const filledRows = 2000;
/** A guess of a row's height, for the space of rows not rendered yet. */
const rowHeight = 80;

const RowsBlock = pure(
  ({ rows, offset, total, spec }: BlockProps<unknown> & { spec: ItemSpec }) => (
    <>
      {rows.map((item, index) => (
        <ListRow key={index} class="sl-row" position={offset + index} total={total}>
          <Item item={item} spec={spec} compact />
        </ListRow>
      ))}
    </>
  ),
);

/**
 * "Fetch details for all": the items' own pages handed to the batch page, which reads each with
 * the tabs' detection, prices them and says which it cannot send. Shown when items link anywhere.
 */
function DetailsForAll({ items, spec }: { items: unknown[]; spec: ItemSpec }) {
  const links = useMemo(() => {
    if (!spec.link) return [];
    const found = new Set<string>();
    for (const item of items) {
      const href = linkOf(item, spec.link);
      if (href) found.add(href);
    }
    return [...found];
  }, [items, spec]);
  if (links.length < 2) return null;
  return (
    <button
      type="button"
      class="sl-button sl-details-all"
      data-testid="details-for-all"
      onClick={() =>
        void browser.tabs.create({ url: browser.runtime.getURL(batchPagePath(links)) })
      }
    >
      Fetch details for all {links.length}…
    </button>
  );
}

/** Every row of a list, the first ones at once and the others block by block. */
function Rows({ items, spec }: { items: unknown[]; spec: ItemSpec }) {
  return (
    <BlockList
      rows={items}
      Block={RowsBlock}
      extra={{ spec }}
      size={rowsPerBlock}
      fill={filledRows}
      rowHeight={rowHeight}
      class="sl-rows"
    />
  );
}

export function CardView({
  data,
  spec,
}: {
  data: unknown;
  spec: Extract<ViewSpec, { family: 'card' }>;
}) {
  return (
    <div class="sl-view" data-family="card">
      <Item item={data} spec={spec.card} />
      {spec.lists?.map((list) => {
        const items = listAt(data, list.items);
        return items.length === 0 ? null : (
          <section key={list.items}>
            <h3 class="sl-view__heading">{list.label}</h3>
            <Rows items={items} spec={list.item} />
            <DetailsForAll items={items} spec={list.item} />
          </section>
        );
      })}
    </div>
  );
}

/** Bars the chart draws at most; the rest of a long list is not read for it. */
const chartBars = 20;

/**
 * The first rows with a number at `path`, as bars named by their title; when titles do not tell
 * the rows apart (posts of one author, posts without a title), by the start of their text, else
 * their date, else their place.
 */
function barsOf(items: unknown[], spec: ItemSpec, path: string) {
  const rows: { item: unknown; index: number; value: number }[] = [];
  for (const [index, item] of items.entries()) {
    const value = Number(valueAt(item, path));
    if (!Number.isFinite(value)) continue;
    rows.push({ item, index, value });
    if (rows.length === chartBars) break;
  }
  const titles = rows.map(({ item }) => textAt(item, spec.title));
  const distinct =
    titles.every((title) => title !== undefined) && new Set(titles).size === rows.length;
  return rows.map(({ item, index, value }, row) => {
    const date = textAt(item, spec.date);
    const name = distinct
      ? titles[row]
      : ((textAt(item, spec.text)?.replace(/\s+/g, ' ').trim() || undefined) ??
        (date === undefined ? undefined : formatDate(date)));
    return { name: name ?? String(index + 1), value };
  });
}

export function ListView({
  data,
  spec,
}: {
  data: unknown;
  spec: Extract<ViewSpec, { family: 'list' }>;
}) {
  const [needle, setNeedle] = useState('');
  const items = listAt(data, spec.items);
  const shown = useMemo(() => matching(items, needle.trim().toLowerCase()), [items, needle]);
  const chart = spec.chart;
  const bars = useMemo(() => (chart ? barsOf(shown, spec.item, chart.value) : []), [shown]);
  return (
    <div class="sl-view" data-family="list">
      {spec.header && <Item item={data} spec={spec.header} />}
      {chart && <BarChart label={chart.label} bars={bars} />}
      {items.length > 0 && (
        <Filter value={needle} onInput={setNeedle} count={shown.length} total={items.length} />
      )}
      {shown.length === 0 ? (
        <Empty needle={needle} none="Nothing found." />
      ) : (
        <Rows items={shown} spec={spec.item} />
      )}
      <DetailsForAll items={items} spec={spec.item} />
    </div>
  );
}

const sorts = {
  loaded: { label: 'As loaded', key: () => 0 },
  likes: {
    label: 'Most liked',
    key: (item: unknown, spec: ItemSpec) => -numberOf(item, spec, /like|reaction|helpful/i),
  },
  replies: {
    label: 'Most replies',
    key: (item: unknown, spec: ItemSpec) => -numberOf(item, spec, /repl/i),
  },
  length: {
    label: 'Longest',
    key: (item: unknown, spec: ItemSpec) => -(textAt(item, spec.text)?.length ?? 0),
  },
  date: {
    label: 'Newest',
    key: (item: unknown, spec: ItemSpec) =>
      -Date.parse(String(valueAt(item, spec.date ?? '') ?? '')) || 0,
  },
} as const;

/** The count whose label matches, e.g. likes or replies. */
function numberOf(item: unknown, spec: ItemSpec, label: RegExp): number {
  const path = Object.entries(spec.counts ?? {}).find(([name]) => label.test(name))?.[1];
  const value = path === undefined ? undefined : valueAt(item, path);
  return typeof value === 'number' ? value : 0;
}

interface ThreadProps {
  spec: ItemSpec;
  nested?: string;
  depth: number;
}

const ThreadBlock = pure(
  ({ rows, offset, total, spec, nested, depth }: BlockProps<unknown> & ThreadProps) => (
    <>
      {rows.map((item, index) => {
        const replies = nested ? listAt(item, nested) : [];
        return (
          <ListRow key={index} class="sl-row" position={offset + index} total={total}>
            <Item item={item} spec={spec} compact />
            {replies.length > 0 && depth < 8 && (
              <Thread
                items={replies}
                spec={spec}
                depth={depth + 1}
                {...(nested ? { nested } : {})}
              />
            )}
          </ListRow>
        );
      })}
    </>
  ),
);

/** Comments and their replies, every one of them, block by block. */
function Thread({ items, spec, nested, depth }: ThreadProps & { items: unknown[] }) {
  return (
    <BlockList
      rows={items}
      Block={ThreadBlock}
      extra={{ spec, depth, ...(nested ? { nested } : {}) }}
      size={rowsPerBlock}
      fill={filledRows}
      rowHeight={rowHeight}
      class="sl-thread"
      attributes={{ 'data-depth': depth }}
    />
  );
}

export function CommentsView({
  data,
  spec,
}: {
  data: unknown;
  spec: Extract<ViewSpec, { family: 'comments' }>;
}) {
  const [order, setOrder] = useState<keyof typeof sorts>('loaded');
  const [needle, setNeedle] = useState('');
  const items = listAt(data, spec.items);
  const shown = useMemo(() => {
    const found = matching(items, needle.trim().toLowerCase());
    if (order === 'loaded') return found;
    return found
      .map((item, index) => ({ item, index, key: sorts[order].key(item, spec.item) }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map(({ item }) => item);
  }, [items, needle, order]);
  return (
    <div class="sl-view" data-family="comments">
      {spec.header && <Item item={data} spec={spec.header} />}
      {items.length > 1 && (
        <div class="sl-actions">
          <label class="sl-check">
            Sort{' '}
            <select
              class="sl-input"
              value={order}
              onChange={(event) => setOrder(event.currentTarget.value as keyof typeof sorts)}
            >
              {Object.entries(sorts).map(([key, { label }]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {items.length > 0 && (
        <Filter value={needle} onInput={setNeedle} count={shown.length} total={items.length} />
      )}
      {shown.length === 0 ? (
        <Empty needle={needle} none="No comments yet." />
      ) : (
        <Thread
          items={shown}
          spec={spec.item}
          depth={0}
          {...(spec.nested ? { nested: spec.nested } : {})}
        />
      )}
    </div>
  );
}

export function ReviewsView({
  data,
  spec,
  endpoint,
  params,
  rerun,
}: { data: unknown; spec: Extract<ViewSpec, { family: 'reviews' }> } & ViewProps) {
  const items = listAt(data, spec.items);
  const ratings = useMemo(() => {
    const counts = [0, 0, 0, 0, 0];
    for (const item of items) {
      const stars = Math.round(Number(valueAt(item, spec.item.stars ?? '')));
      if (stars >= 1 && stars <= 5) counts[5 - stars] = (counts[5 - stars] ?? 0) + 1;
    }
    return counts.map((value, index) => ({ name: `${5 - index} ★`, value }));
  }, [items]);
  return (
    <div class="sl-view" data-family="reviews">
      {spec.header && <Item item={data} spec={spec.header} />}
      <ResultControls endpoint={endpoint} params={params} rerun={rerun} />
      {items.length === 0 ? (
        <Empty needle="" none="No reviews with these settings." />
      ) : (
        <>
          <BarChart label="Stars of the loaded reviews" bars={ratings} />
          <Rows items={items} spec={spec.item} />
        </>
      )}
    </div>
  );
}
