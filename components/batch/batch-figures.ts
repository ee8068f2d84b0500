/**
 * A profile's or a community's derived figures as columns of its row in a batch's files, with the
 * posts each is over: computed from the answers the batch holds (the profile's and, on the same
 * page, its posts list's), never fetched. A row whose posts list the batch did not ask says so.
 */

import { familyViewOf } from '@/components/views/specs';
import type { NumberKind } from '@/lib/api/view-spec';
import { figureFieldsOf, postsEndpointIdOf } from '@/lib/areas/figures';
import type { ColumnKinds } from '@/lib/export/table';
import { endpointWords } from '@/lib/export/words';
import { derivedFigures, type Figure } from '@/lib/figures/figures';
import { figureCells } from '@/lib/figures/file-cells';
import type { BatchRow } from '@/lib/store/db';

/** The column that says what the figures are over, or why there are none. */
export const figuresOverColumn = 'figures over';

const kindOfUnit: Partial<Record<Figure['unit'], NumberKind>> = {
  percent: 'percent',
  count: 'count',
  days: 'days',
};

/**
 * The figure columns of a row, and their number kinds; none for a row of an endpoint without
 * figures. `now` is what "days since the last post" counts to: the moment the file is written.
 * The rows' areas' views are loaded (a batch's files follow them).
 */
export function figureColumns(
  row: BatchRow,
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
  now: number,
): { columns: Record<string, unknown>; kinds: ColumnKinds } | undefined {
  const postsId = postsEndpointIdOf(row.endpointId);
  if (!figureFieldsOf(row.endpointId) || !postsId || !(row.index in answers)) return undefined;
  const postsRow = rows.find(
    (other) => other.url === row.url && other.endpointId === postsId && other.index in answers,
  );
  if (!postsRow)
    return {
      columns: {
        [figuresOverColumn]: `no figures: the batch did not fetch this page's ${endpointWords(postsId).what}`,
      },
      kinds: {},
    };
  const derived = derivedFigures({
    endpointId: row.endpointId,
    profile: answers[row.index],
    posts: answers[postsRow.index],
    postsView: familyViewOf(postsId),
    now,
  });
  const columns: Record<string, unknown> = {};
  const kinds: ColumnKinds = {};
  for (const figure of derived?.figures ?? []) {
    Object.assign(columns, figureCells(figure));
    const kind = kindOfUnit[figure.unit];
    if (kind && figure.value !== undefined) kinds[figure.label] = kind;
  }
  return { columns, kinds };
}
