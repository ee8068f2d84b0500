import { kindOfPageWords } from '@/lib/export/field-words';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { directory } from '@/lib/platforms/directory';

/** "YouTube video · dQw4w9WgXcQ": the page in words. */
export const pageTitle = (page: TabPage): string => {
  const platform = directory[page.platform].name;
  if (!page.match || !('params' in page.match)) return platform;
  const id = Object.values(page.match.params)[0];
  return `${kindOfPageWords(page.platform, page.match.kind)}${id ? ` · ${id}` : ''}`;
};
