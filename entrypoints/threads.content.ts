import { reportPages } from '@/lib/extension/page-reporter';
import { threads } from '@/lib/platforms/threads';
import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...threads.matches],
  main: (ctx) => reportPages(threads, ctx),
});
