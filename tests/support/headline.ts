import { familyViewOf } from '../../lib/api/catalog';
import { valueAt } from '../../lib/api/pagination';

/** The text a view must show first for an answer: the card's title, or the first row's. */
export function headlineOf(endpointId: string, data: unknown): string | undefined {
  const spec = familyViewOf(endpointId);
  if (!spec) return undefined;
  const value =
    spec.family === 'card'
      ? valueAt(data, spec.card.title ?? '')
      : valueAt(spec.items === '' ? data : valueAt(data, spec.items), `0.${spec.item.title ?? ''}`);
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, 30) : undefined;
}
