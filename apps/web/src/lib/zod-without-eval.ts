import { z } from 'zod';

/*
 * The page's Content-Security-Policy forbids eval. Told so, zod neither probes for it (the
 * browser reports the probe as a policy violation even though zod catches it) nor compiles its
 * parsers with it. Imported first by main.tsx, before any schema runs; the server keeps zod's
 * faster compiled parsers.
 */
z.config({ jitless: true });
