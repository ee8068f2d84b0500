import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { threads } from '@/lib/platforms/threads';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...threads.matches],
  main: (ctx) => reportPages(threads, ctx),
});
