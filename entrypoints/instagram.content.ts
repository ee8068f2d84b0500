import { reportPages } from '@/lib/extension/page-reporter';
import { instagram } from '@/lib/platforms/instagram';
import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...instagram.matches],
  main: (ctx) => reportPages(instagram, ctx),
});
