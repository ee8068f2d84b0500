import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { resolveLinkedinCompany } from '@/lib/platforms/dom/linkedin';
import { linkedin } from '@/lib/platforms/linkedin';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...linkedin.matches],
  main: (ctx) => reportPages(linkedin, ctx, { company: resolveLinkedinCompany }),
});
