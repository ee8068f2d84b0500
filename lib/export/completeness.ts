/** How much of a paged list an export holds, as its JSON file states it. */
export interface Completeness {
  loaded: number;
  total: number | null;
  /** The list was loaded to its end and holds as many items as the service said it has. */
  complete: boolean;
  pages: number;
  /** Items the service sent twice, left out (said only when there were some). */
  repeats?: number;
}

export const completenessOf = ({
  loaded,
  total,
  ended,
  pages: pageCount,
  repeats,
}: {
  loaded: number;
  total?: number;
  ended: boolean;
  pages: number;
  repeats?: number;
}): Completeness => ({
  loaded,
  total: total ?? null,
  complete: ended && (total === undefined || loaded >= total),
  pages: pageCount,
  ...(repeats ? { repeats } : {}),
});
