/**
 * Every Sidelight context runs under the default extension CSP, which forbids evaluating strings:
 * zod must check without compiling code, and without probing whether it could. Imported first by
 * every entrypoint, before any module builds a schema; it also gives zod/mini its English messages.
 */
import { z } from 'zod/mini';
import { localeError } from './zod-messages';

z.config({ jitless: true, localeError });
