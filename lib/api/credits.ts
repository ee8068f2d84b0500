/**
 * Price rules of the spec. Each entry of the catalog states its numbers once, with one of these.
 */

/** How many ids an `ids` parameter holds once parsed. */
const idCount = (ids: string): number => ids.split(',').length;

/** The same price whatever the parameters. */
export const flat = (price: number) => (): number => price;

interface MicroblogPrices {
  base: number;
  /** With `max=true` (the authenticated mode), when the endpoint offers it. */
  max?: number;
  /** With `country` set: the proxy fetch. */
  country: number;
}

/** /microblog charges more for `max=true` and for a proxy country; the two never combine. */
export const microblogPrice =
  ({ base, max, country }: MicroblogPrices) =>
  (params: { max?: boolean; country?: string }): number => {
    if (params.max && max !== undefined) return max;
    if (params.country) return country;
    return base;
  };

/** A per-item price times the number of ids asked for. */
export const perId =
  <P>(price: (params: P) => number) =>
  (params: P & { ids: string }): number =>
    price(params) * idCount(params.ids);

/** A per-item price times the number of items requested (`count`, after its default). */
export const perRequestedItem =
  (price: number) =>
  (params: { count: number }): number =>
    price * params.count;

/**
 * What an answer fetched says it charged, as shown beside it: the service's own figure
 * (`x-credit-used`) when it gave one, else the catalog's price. What the budgets and jobs count is
 * the ledger's rule (`spent` in lib/store/ledger.ts), carried by each result as `charged`.
 */
export const charged = (credits: { price: number; used?: number }): number =>
  credits.used ?? credits.price;
