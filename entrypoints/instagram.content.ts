import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { instagram } from '@/lib/platforms/instagram';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...instagram.matches],
  main: (ctx) => reportPages(instagram, ctx),
});
