import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { reddit } from '@/lib/platforms/reddit';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...reddit.matches],
  main: (ctx) => reportPages(reddit, ctx),
});
