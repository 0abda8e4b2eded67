import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function`, deciding when each schema is built after probing for
 * eval once; under our CSP (no 'unsafe-eval') that probe is reported as a violation. `main.tsx` imports
 * this module first, so compilation is off before any `@yaocai/domain` contract is constructed. (The
 * library marks itself side-effect free, so the switch cannot live there: bundlers would drop it.)
 */
z.config({ jitless: true });
