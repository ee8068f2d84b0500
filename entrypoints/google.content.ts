import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { google } from '@/lib/platforms/google';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...google.matches],
  main: (ctx) => reportPages(google, ctx),
});
