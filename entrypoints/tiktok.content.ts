import { reportPages } from '@/lib/extension/page-reporter';
import { tiktok } from '@/lib/platforms/tiktok';
import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...tiktok.matches],
  main: (ctx) => reportPages(tiktok, ctx),
});
