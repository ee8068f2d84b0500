import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { producthunt } from '@/lib/platforms/producthunt';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...producthunt.matches],
  main: (ctx) => reportPages(producthunt, ctx),
});
