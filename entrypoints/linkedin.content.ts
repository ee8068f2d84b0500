import { reportPages } from '@/lib/extension/page-reporter';
import { linkedin } from '@/lib/platforms/linkedin';
import { defineContentScript } from 'wxt/utils/define-content-script';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...linkedin.matches],
  main: (ctx) => reportPages(linkedin, ctx),
});
