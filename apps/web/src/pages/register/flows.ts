/**
 * The two registrations (spec §2): the single buyer's /register/step1..3 and the chain head office's
 * /register/dd/step1..3 (multi-store flavour), the same steps on their own addresses.
 */
export type RegisterFlow = 'single' | 'chain';

export function registerPaths(flow: RegisterFlow) {
  const base = flow === 'chain' ? '/register/dd' : '/register';
  return { step1: `${base}/step1`, step2: `${base}/step2`, step3: `${base}/step3` };
}
