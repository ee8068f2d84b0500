import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { trustpilot } from '@/lib/platforms/trustpilot';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...trustpilot.matches],
  main: (ctx) => reportPages(trustpilot, ctx),
});
