import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { facebook } from '@/lib/platforms/facebook';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...facebook.matches],
  main: (ctx) => reportPages(facebook, ctx),
});
