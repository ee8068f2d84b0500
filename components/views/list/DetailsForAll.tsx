import { useMemo } from 'preact/hooks';
import { openBatchPage } from '@/components/batch/open-batch-page';
import type { ItemSpec } from '@/lib/api/view-spec';
import { linkOf } from '../item-fields';

/** The distinct pages the items link to, in their order. */
export function linksOf(items: unknown[], spec: ItemSpec): string[] {
  if (!spec.link) return [];
  const found = new Set<string>();
  for (const item of items) {
    const href = linkOf(item, spec.link);
    if (href) found.add(href);
  }
  return [...found];
}

/**
 * "Fetch details for all": the items' own pages handed to the batch page, which reads each with
 * the tabs' detection, prices them and says which it cannot send. Shown when items link anywhere.
 */
export function DetailsForAll({ items, spec }: { items: unknown[]; spec: ItemSpec }) {
  const links = useMemo(() => linksOf(items, spec), [items, spec]);
  if (links.length < 2) return null;
  return (
    <button
      type="button"
      class="sl-button sl-details-all"
      data-testid="details-for-all"
      onClick={() => openBatchPage(links)}
    >
      Fetch details for all {links.length}…
    </button>
  );
}
