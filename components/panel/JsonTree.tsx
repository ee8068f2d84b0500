import { useState } from 'preact/hooks';
import { SearchBox } from '@/components/SearchBox';

/** Levels the tree opens to; deeper values show as one line (hostile data may nest 1,000 deep). */
const maxDepth = 40;

/** Every leaf with its path, for searching. */
const leaves = (value: unknown, path = '', depth = 0): [string, string][] => {
  if (depth > maxDepth) return [];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      leaves(item, path === '' ? key : `${path}.${key}`, depth + 1),
    );
  }
  return [[path, JSON.stringify(value)]];
};

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (depth > maxDepth && value !== null && typeof value === 'object') {
    return (
      <div class="sl-json__leaf">
        <span class="sl-json__key">{name}</span>:{' '}
        <span class="sl-muted">deeper levels not shown</span>
      </div>
    );
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
    return (
      <details class="sl-json__node" open={depth < 2}>
        <summary>
          <span class="sl-json__key">{name}</span> <span class="sl-muted">{summary}</span>
        </summary>
        <div class="sl-json__children">
          {entries.map(([key, item]) => (
            <Node key={key} name={key} value={item} depth={depth + 1} />
          ))}
        </div>
      </details>
    );
  }
  return (
    <div class="sl-json__leaf">
      <span class="sl-json__key">{name}</span>:{' '}
      <span class="sl-json__value">{JSON.stringify(value)}</span>
    </div>
  );
}

/** The answer as JSON: a collapsible tree, or with a search, the matching paths and values. */
export function JsonTree({ data }: { data: unknown }) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const found =
    needle === ''
      ? []
      : leaves(data).filter(([path, value]) => `${path} ${value}`.toLowerCase().includes(needle));
  return (
    <div class="sl-json">
      <SearchBox
        label="Search the JSON"
        placeholder="Search keys and values"
        value={query}
        onInput={setQuery}
      />
      {needle === '' ? (
        <Node name="answer" value={data} depth={0} />
      ) : (
        <ul class="sl-json__found">
          {found.slice(0, 200).map(([path, value]) => (
            <li key={path}>
              <span class="sl-json__key">{path}</span>: <span class="sl-json__value">{value}</span>
            </li>
          ))}
          {found.length === 0 && <li class="sl-muted">Nothing matches.</li>}
        </ul>
      )}
    </div>
  );
}
