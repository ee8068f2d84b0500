import { useMemo, useState } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import { Item } from '../Item';
import { barsOf } from '../list/bars';
import { DetailsForAll } from '../list/DetailsForAll';
import { Empty, Filter } from '../list/Filter';
import { listAt, matching } from '../list/list-data';
import { Rows } from '../list/Rows';
import { BarChart } from './BarChart';

/** A list of posts, videos or people: its chart, its filter, its rows. */
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
