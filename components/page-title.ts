import type { TabPage } from '@/lib/extension/tab-page';
import { directory } from '@/lib/platforms/directory';

const kindLabel = (kind: string) => kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** "YouTube video · dQw4w9WgXcQ": the page in words. */
export const pageTitle = (page: TabPage): string => {
  const platform = directory[page.platform].name;
  if (!page.match || !('params' in page.match)) return platform;
  const id = Object.values(page.match.params)[0];
  return `${platform} ${kindLabel(page.match.kind)}${id ? ` · ${id}` : ''}`;
};
