import { defineContentScript } from 'wxt/utils/define-content-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { resolveYoutubeChannel } from '@/lib/platforms/dom/youtube';
import { youtube } from '@/lib/platforms/youtube';

export default defineContentScript({
  runAt: 'document_end',
  matches: [...youtube.matches],
  main: (ctx) => reportPages(youtube, ctx, { needsDom: resolveYoutubeChannel }),
});
