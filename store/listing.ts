/**
 * The listing (store/listing.md) read by its sections, and each permission's justification read
 * from the table in docs/permissions.md: what the release writes out and the tests hold to the
 * stores' rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { platforms } from '../lib/platforms';

const root = path.resolve(import.meta.dirname, '..');

/** The listing's sections, by their `## ` heading, each trimmed. */
export function listingSections(): Map<string, string> {
  const text = readFileSync(path.join(root, 'store/listing.md'), 'utf8');
  return new Map(
    text
      .split(/^## /m)
      .slice(1)
      .map((section) => {
        const [heading = '', ...body] = section.split('\n');
        return [heading.trim(), body.join('\n').trim()];
      }),
  );
}

/** The stores' limits on the fields they show, in characters. */
export const listingLimits = {
  /** Chrome takes the manifest's name (75), addons.mozilla.org 50. */
  Name: 50,
  /** The Chrome Web Store's summary; addons.mozilla.org allows 250. */
  Summary: 132,
  /** The Chrome Web Store's description; addons.mozilla.org has no lower limit. */
  Description: 16_000,
  /** The single purpose field of the Chrome Web Store's privacy tab. */
  'Single purpose': 1_000,
} as const;

export interface Justification {
  /** The table's first column: a permission, a key, or a group of hosts. */
  entry: string;
  /** Everything the row names in code style, in any column. */
  names: string[];
  why: string;
}

/** The rows of docs/permissions.md's table. */
function justifications(): Justification[] {
  const text = readFileSync(path.join(root, 'docs/permissions.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Entry') && !/^\| -/.test(line))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
      const names = [...line.matchAll(/`([^`]+)`/g)].map(([, name = '']) => name);
      return { entry: cells[0] ?? '', names, why: cells.at(-1) ?? '' };
    });
}

/** A manifest's access, as the stores list it for justification. */
export interface DeclaredAccess {
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
}

const isHost = (entry: string) => entry.includes('://');

/** The row that justifies a permission or a host pattern, if any. */
export function justificationOf(
  permission: string,
  rows = justifications(),
): Justification | undefined {
  const named = rows.find((row) => row.names.includes(permission) && row.why);
  if (named || !isHost(permission)) return named;
  // A host group is justified by the row naming its platform's pages.
  const platform = platforms.find((each) => each.matches.includes(permission));
  return platform
    ? rows.find((row) => row.entry.startsWith('The pages of') && row.entry.includes(platform.name))
    : undefined;
}

/** Every permission and host pattern a manifest asks for, required or optional. */
export const declaredAccess = (manifest: DeclaredAccess): string[] => [
  ...new Set([
    ...(manifest.permissions ?? []),
    ...(manifest.host_permissions ?? []),
    ...(manifest.optional_permissions ?? []),
    ...(manifest.optional_host_permissions ?? []),
  ]),
];

/** The justifications a store's form asks for, one line per permission or host group. */
export function justificationText(manifest: DeclaredAccess): string {
  const rows = justifications();
  const plain = (markdown: string) =>
    markdown.replace(/\*\*|`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
  const lines = new Map<string, string>();
  for (const permission of declaredAccess(manifest)) {
    const row = justificationOf(permission, rows);
    if (!row) continue;
    const key = isHost(permission) ? plain(row.entry) : permission;
    lines.set(key, `- ${key}: ${plain(row.why)}`);
  }
  return `${[...lines.values()].join('\n')}\n`;
}
