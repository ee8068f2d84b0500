import { render } from 'preact';
import '@/components/theme.css';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { linkedUrl } from '@/lib/extension/shared/view-addresses';
import { App } from './App';

const root = document.getElementById('app');
const start = (link: TabPage | null) => {
  if (root) render(<App link={link} />, root);
};
// Only a panel opened on a link (`?url=`) detects a page from its URL: the platforms' page rules
// load for it alone, not on every panel's first paint.
if (linkedUrl(location.search) !== null)
  void import('@/lib/extension/views/linked-page').then((menu) =>
    start(menu.linkedPage(location.search)),
  );
else start(null);
