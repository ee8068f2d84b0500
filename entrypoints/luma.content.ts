import { reportPages } from '@/lib/extension/page-reporter';
import { luma } from '@/lib/platforms/luma';
import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...luma.matches],
  main: (ctx) => reportPages(luma, ctx),
});
