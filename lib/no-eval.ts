import { z } from 'zod';

/**
 * Every Sidelight context runs under the default extension CSP, which forbids evaluating strings:
 * zod must check without compiling code (and without probing whether it could).
 */
export function forbidEval(): void {
  z.config({ jitless: true });
}
