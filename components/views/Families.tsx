import { useState } from 'preact/hooks';
import { lazy } from '@/components/lazy';
import { SearchBox } from '@/components/SearchBox';
import { valueAt } from '@/lib/api/pagination';
import { Item, textAt } from './Item';
import type { ItemSpec, ViewSpec } from './specs/spec';
import type { ViewProps } from './types';

const BarChart = lazy(() => import('./BarChart').then((module) => module.BarChart));

const listAt = (data: unknown, path: string): unknown[] => {
  const value = path === '' ? data : valueAt(data, path);
  return Array.isArray(value) ? value : [];
};

/** Rows whose text contains the filter, any field. */
const matches = (item: unknown, needle: string) =>
  needle === '' || JSON.stringify(item).toLowerCase().includes(needle);

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
        {count === total ? `${total} rows` : `${count} of ${total} rows`}
      </span>
    </div>
  );
}

/** Rows rendered at a time: a list of 10,000 stays quick to show; the rest come on request. */
const rowsAtOnce = 200;

/** The first rows of a list, and a button that shows the next ones (null when all are shown). */
function useFirstRows<T>(items: T[]): [T[], preact.JSX.Element | null] {
  const [limit, setLimit] = useState(rowsAtOnce);
  const left = items.length - limit;
  return [
    items.slice(0, limit),
    left > 0 ? (
      <button type="button" class="sl-button" onClick={() => setLimit(limit + rowsAtOnce)}>
        Show {Math.min(rowsAtOnce, left)} more ({left} not shown)
      </button>
    ) : null,
  ];
}

function Rows({ items, spec }: { items: unknown[]; spec: ItemSpec }) {
  const [first, more] = useFirstRows(items);
  return (
    <>
      <ol class="sl-rows">
        {first.map((item, index) => (
          <li key={`${textAt(item, spec.title) ?? ''}-${index}`}>
            <Item item={item} spec={spec} compact />
          </li>
        ))}
      </ol>
      {more}
    </>
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
          </section>
        );
      })}
    </div>
  );
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
  const shown = items.filter((item) => matches(item, needle.trim().toLowerCase()));
  const chart = spec.chart;
  return (
    <div class="sl-view" data-family="list">
      {spec.header && <Item item={data} spec={spec.header} />}
      {chart && (
        <BarChart
          label={chart.label}
          bars={shown.map((item, index) => ({
            name: textAt(item, spec.item.title) ?? String(index + 1),
            value: Number(valueAt(item, chart.value)),
          }))}
        />
      )}
      <Filter value={needle} onInput={setNeedle} count={shown.length} total={items.length} />
      <Rows items={shown} spec={spec.item} />
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

function Thread({
  items,
  spec,
  nested,
  depth,
}: {
  items: unknown[];
  spec: ItemSpec;
  nested?: string;
  depth: number;
}) {
  const [first, more] = useFirstRows(items);
  return (
    <ol class="sl-thread" data-depth={depth}>
      {first.map((item, index) => {
        const replies = nested ? listAt(item, nested) : [];
        return (
          <li key={`${textAt(item, spec.title) ?? ''}-${index}`}>
            <Item item={item} spec={spec} compact />
            {replies.length > 0 && depth < 8 && (
              <Thread
                items={replies}
                spec={spec}
                depth={depth + 1}
                {...(nested ? { nested } : {})}
              />
            )}
          </li>
        );
      })}
      {more && <li>{more}</li>}
    </ol>
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
  const shown = items
    .filter((item) => matches(item, needle.trim().toLowerCase()))
    .map((item, index) => ({ item, index, key: sorts[order].key(item, spec.item) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item);
  return (
    <div class="sl-view" data-family="comments">
      {spec.header && <Item item={data} spec={spec.header} />}
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
      <Filter value={needle} onInput={setNeedle} count={shown.length} total={items.length} />
      <Thread
        items={shown}
        spec={spec.item}
        depth={0}
        {...(spec.nested ? { nested: spec.nested } : {})}
      />
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
  const ratings = [5, 4, 3, 2, 1].map((stars) => ({
    name: `${stars} ★`,
    value: items.filter(
      (item) => Math.round(Number(valueAt(item, spec.item.stars ?? ''))) === stars,
    ).length,
  }));
  const names = Object.keys(endpoint.params.shape);
  return (
    <div class="sl-view" data-family="reviews">
      {spec.header && <Item item={data} spec={spec.header} />}
      {names.includes('stars') && (
        <div class="sl-actions">
          <label class="sl-check">
            Stars{' '}
            <select
              class="sl-input"
              value={String(params.stars ?? '')}
              onChange={(event) => rerun({ stars: event.currentTarget.value })}
            >
              <option value="">All</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={String(stars)}>
                  {stars}
                </option>
              ))}
            </select>
          </label>
          <label class="sl-check">
            Sort{' '}
            <select
              class="sl-input"
              value={String(params.sort ?? 'recency')}
              onChange={(event) => rerun({ sort: event.currentTarget.value })}
            >
              <option value="recency">Newest</option>
              <option value="relevance">Most relevant</option>
            </select>
          </label>
          <label class="sl-check">
            Language{' '}
            <input
              class="sl-input sl-input--short"
              value={String(params.languages ?? 'all')}
              onChange={(event) => rerun({ languages: event.currentTarget.value })}
            />
          </label>
        </div>
      )}
      <BarChart label="Stars of the loaded reviews" bars={ratings} />
      <Rows items={items} spec={spec.item} />
    </div>
  );
}
