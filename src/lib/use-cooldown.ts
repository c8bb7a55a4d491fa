import { useCallback, useEffect, useState } from 'react';

/**
 * A count-down in whole seconds (the resend buttons): `start()` begins it, `remaining` is 0
 * when the action may run again. The server still rate-limits; this only saves a refused call.
 */
export function useCooldown(seconds: number, startNow = false) {
  const [until, setUntil] = useState<number | null>(() =>
    startNow ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, [seconds]);
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, start };
}
