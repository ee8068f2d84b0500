/**
 * Following an endpoint's pagination descriptor from one answer to the params of the next page.
 */
import type { Endpoint } from './endpoint';

/** The value at a dotted path such as `pagination.totalPages`. */
export const valueAt = (data: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      data,
    );

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The params that fetch the page after `data`, which answered `params`; null at the end. Params
 * the endpoint would refuse (past a page cap) also end the list.
 */
export const nextPageParams = (
  endpoint: Endpoint,
  params: Record<string, unknown>,
  data: unknown,
): Record<string, unknown> | null => {
  const { pagination } = endpoint;
  if (!pagination) return null;
  const items = valueAt(data, pagination.items);
  let next: Record<string, unknown> | null = null;
  switch (pagination.style) {
    case 'token': {
      const token = valueAt(data, pagination.next);
      const more = pagination.hasMore === undefined || valueAt(data, pagination.hasMore) !== false;
      if (typeof token === 'string' && token !== '' && more)
        next = { ...params, [pagination.param]: token };
      break;
    }
    case 'offset': {
      const at = asNumber(Number(params[pagination.param] ?? 0)) ?? 0;
      const size = asNumber(Number(params[pagination.size]));
      if (valueAt(data, pagination.hasMore) === true && size !== undefined) {
        next = { ...params, [pagination.param]: at + size };
      }
      break;
    }
    case 'page': {
      const page = asNumber(Number(params[pagination.param] ?? 1)) ?? 1;
      const total =
        pagination.totalPages === undefined
          ? undefined
          : asNumber(valueAt(data, pagination.totalPages));
      const empty = !Array.isArray(items) || items.length === 0;
      if (!empty && (total === undefined || page < total))
        next = { ...params, [pagination.param]: page + 1 };
      break;
    }
  }
  return next !== null && endpoint.params.safeParse(next).success ? next : null;
};
