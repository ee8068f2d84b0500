import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { resolveLumaPage } from '@/lib/platforms/dom/luma';
import { luma } from '@/lib/platforms/luma';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...luma.matches],
  main: (ctx) => reportPages(luma, ctx, { needsDom: resolveLumaPage }),
});
