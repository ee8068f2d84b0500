/**
 * Every Sidelight context runs under the default extension CSP, which forbids evaluating strings:
 * zod must check without compiling code, and without probing whether it could. Imported first by
 * every entrypoint, before any module builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
