// The accessibility sweep at 390 px (a11y-sweep.ts).
import { describe } from 'vitest';
import { sweepLooks } from './a11y-sweep';
import { useE2E } from './session';

describe('axe-core on every route of spec §2, at 390 px', () => {
  const e2e = useE2E();

  sweepLooks(e2e, [
    { width: 390, height: 844, scheme: 'light' },
    { width: 390, height: 844, scheme: 'dark' },
  ]);
});
