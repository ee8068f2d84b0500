import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { readAgain } from '@/lib/platforms/dom/read';

/**
 * Run by the background to read a page again (page-tracking.ts): a few lines that call the reader
 * a read-<platform> script left in this document, instead of loading that script again.
 */
export default defineUnlistedScript(readAgain);
