import { reportPages } from '@/lib/extension/page-reporter';
import { producthunt } from '@/lib/platforms/producthunt';
import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...producthunt.matches],
  main: (ctx) => reportPages(producthunt, ctx),
});
