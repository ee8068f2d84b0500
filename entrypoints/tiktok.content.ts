import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { tiktok } from '@/lib/platforms/tiktok';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...tiktok.matches],
  main: (ctx) => reportPages(tiktok, ctx),
});
