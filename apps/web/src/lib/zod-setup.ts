import { z } from 'zod';

/*
 * zod's settings in the browser. The page's Content-Security-Policy forbids eval: told so, zod
 * neither probes for it (the browser reports the probe as a policy violation even though zod
 * catches it) nor compiles its parsers with it; the server keeps zod's faster compiled parsers.
 *
 * This module shares zod's chunk (vite.config.ts), so the setting is in place whenever zod is
 * loaded, before any module that builds or parses a schema runs. Nothing in the entry's graph
 * imports zod: the schemas the first paint's code needs come through lazy-schemas.ts. (zod's
 * error map comes with the schemas: each schema module of @portal/shared imports zod-messages.)
 */
z.config({ jitless: true });
