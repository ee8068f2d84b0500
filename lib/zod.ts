/**
 * zod as every Sidelight context must run it, and the one way its code imports zod's `z` (types
 * aside), so zod is set up wherever it is loaded and loaded nowhere else: the views' first load
 * carries none. Every context runs under the default extension CSP, which forbids evaluating
 * strings: zod checks without compiling code, and without probing whether it could (`jitless`,
 * read as each schema is built, which importing `z` from here always follows). It also gives
 * zod/mini its English messages.
 */
import { z } from 'zod/mini';
import { localeError } from './zod-messages';

z.config({ jitless: true, localeError });

export { z };
