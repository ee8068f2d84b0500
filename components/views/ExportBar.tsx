import type { Completeness } from '@/lib/export/completeness';
import { fileName } from '@/lib/export/files';
import { listWords } from './format';
import type { ViewContext } from './types';

const exporters = () => import('@/lib/export/exporters');

/** The list in an answer, with its name: the paged items, else its first non-empty array. */
export const listOf = (
  data: unknown,
  itemsKey?: string,
): { name: string; items: unknown[] } | undefined => {
  if (Array.isArray(data)) return { name: 'value', items: data };
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const key =
    itemsKey ??
    Object.keys(record).find(
      (name) => Array.isArray(record[name]) && (record[name] as unknown[]).length > 0,
    );
  const list = key === undefined ? undefined : record[key];
  return key !== undefined && Array.isArray(list) ? { name: key, items: list } : undefined;
};

/** Take the data away: the whole result as JSON, its list as CSV. */
export function ExportBar({
  data,
  what,
  context,
  itemsKey,
  completeness,
}: {
  data: unknown;
  what: string;
  context: ViewContext;
  itemsKey?: string;
  /** How much of a paged list the answer holds: said in the JSON file. */
  completeness?: Completeness;
}) {
  const list = listOf(data, itemsKey);
  const name = (extension: string) =>
    fileName(
      { platform: context.platform ?? 'sidelight', kind: context.kind, id: context.id, what },
      extension,
    );
  return (
    <div class="sl-actions">
      <button
        type="button"
        class="sl-button"
        onClick={async () => {
          const { download, toJson } = await exporters();
          const stated =
            completeness && data !== null && typeof data === 'object' && !Array.isArray(data)
              ? { ...data, completeness }
              : data;
          download(toJson(stated), name('json'), 'application/json');
        }}
      >
        Download JSON
      </button>
      {list && list.items.length > 0 && (
        <button
          type="button"
          class="sl-button"
          onClick={async () => {
            const { download, toCsv } = await exporters();
            download(toCsv(list.items, list.name), name('csv'), 'text/csv');
          }}
        >
          Download CSV ({list.items.length} {list.items.length === 1 ? 'row' : 'rows'}
          {list.name === 'value' ? '' : `: ${listWords(list.name)}`})
        </button>
      )}
    </div>
  );
}
