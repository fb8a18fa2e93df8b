import { z } from 'zod';

/*
 * zod compiles object parsers with `new Function` when it can, and finds out by trying
 * `Function('')` when the first object schema is built. The page's CSP has no 'unsafe-eval',
 * so that probe is a CSP violation on every page even though zod catches the error, and it
 * drowns the violations that matter (F15). Without JIT zod never probes.
 *
 * This module must be the entry's first import: the setting only counts for schemas built after
 * it, and the shared contracts build theirs when they load.
 */
z.config({ jitless: true });
