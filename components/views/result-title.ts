import { valueAt } from '@/lib/api/pagination';
import type { TitleOf } from '@/lib/store/history';
import { familyViewOf } from './specs';

/**
 * What a result calls itself: the name its view shows first (a card's title, a list's header),
 * so the history can list and search results by it.
 */
export const resultTitle: TitleOf = (endpointId, data) => {
  const spec = familyViewOf(endpointId);
  const path = spec?.family === 'card' ? spec.card.title : spec?.header?.title;
  const value = path ? valueAt(data, path) : undefined;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 300) : undefined;
};
