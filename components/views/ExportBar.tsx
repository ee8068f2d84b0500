import { fileName } from '@/lib/export/files';
import type { ViewContext } from './types';

const exporters = () => import('@/lib/export/exporters');

/** The list in an answer: the paged items, else its first array. */
export const listOf = (data: unknown, itemsKey?: string): unknown[] | undefined => {
  if (Array.isArray(data)) return data;
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  const key =
    itemsKey ??
    Object.keys(record).find(
      (name) => Array.isArray(record[name]) && (record[name] as unknown[]).length > 0,
    );
  const list = key === undefined ? undefined : record[key];
  return Array.isArray(list) ? list : undefined;
};

/** Take the data away: the whole result as JSON, its list as CSV. */
export function ExportBar({
  data,
  what,
  context,
  itemsKey,
}: {
  data: unknown;
  what: string;
  context: ViewContext;
  itemsKey?: string;
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
          download(toJson(data), name('json'), 'application/json');
        }}
      >
        Download JSON
      </button>
      {list && (
        <button
          type="button"
          class="sl-button"
          onClick={async () => {
            const { download, toCsv } = await exporters();
            download(toCsv(list), name('csv'), 'text/csv');
          }}
        >
          Download CSV ({list.length} rows)
        </button>
      )}
    </div>
  );
}
