// Every `import { z } from 'zod'` of the web build resolves here (vite.config.ts), the domain's
// schemas included. zod compiles object schemas with `new Function` unless told not to, and its
// check for whether it may (made as each object schema is built) is an eval the
// Content-Security-Policy refuses: the browser logged a CSP issue on every page that loaded zod.
// Without the compiled path a parse is a little slower, which no form here notices.
import { config, z } from 'zod/v4';

config({ jitless: true });

export { z };
