import type { ViewSpec } from '@/lib/api/view-spec';
import { Item } from '../Item';
import { DetailsForAll } from '../list/DetailsForAll';
import { listAt } from '../list/list-data';
import { Rows } from '../list/Rows';

/** One thing (a profile, a company, a video) and the lists it holds under their headings. */
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
