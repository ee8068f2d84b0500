import { safeHref } from '@/components/SafeLink';

/** How many items of a list show before "Show all". */
const listPreview = 30;
/** Deeper than this, a value is left to the JSON view: hostile data may nest a thousand levels. */
const maxDepth = 12;

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');

/** A value in words: text stays text (never markup); http(s) addresses become links. */
function Scalar({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span class="sl-muted">—</span>;
  if (typeof value === 'boolean') return <>{value ? 'yes' : 'no'}</>;
  if (typeof value === 'number') return <>{value.toLocaleString()}</>;
  const text = String(value);
  const href = safeHref(text);
  if (href && !/\s/.test(text)) {
    return (
      <a class="sl-link" href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  }
  return <span class="sl-text">{text}</span>;
}

/** A generic readable view: fields as labelled rows, lists as lists, nested objects indented. */
export function ResultView({ data, depth = 0 }: { data: unknown; depth?: number }) {
  if (depth > maxDepth && data !== null && typeof data === 'object') {
    return <span class="sl-muted">nested deeper: see the JSON view</span>;
  }
  if (Array.isArray(data)) {
    if (data.length === 0) return <span class="sl-muted">none</span>;
    return (
      <ol class="sl-list" data-depth={depth}>
        {data.slice(0, depth === 0 ? undefined : listPreview).map((item, index) => (
          <li key={index} class="sl-list__item">
            <ResultView data={item} depth={depth + 1} />
          </li>
        ))}
        {depth > 0 && data.length > listPreview && (
          <li class="sl-muted">… {data.length - listPreview} more</li>
        )}
      </ol>
    );
  }
  if (data !== null && typeof data === 'object') {
    const entries = Object.entries(data as Record<string, unknown>);
    if (entries.length === 0) return <span class="sl-muted">empty</span>;
    return (
      <dl class="sl-fields" data-depth={depth}>
        {entries.map(([key, value]) => (
          <div key={key} class="sl-fields__row">
            <dt>{label(key)}</dt>
            <dd>
              <ResultView data={value} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <Scalar value={data} />;
}
