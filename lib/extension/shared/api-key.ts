/**
 * The user's API key. It lives in `storage.local` (never `sync`: it must not leave this device) and
 * only the background and the options page import this module. No message carries it.
 */
import { storage } from 'wxt/utils/storage';

export const apiKey = storage.defineItem<string>('local:apiKey', { fallback: '' });
