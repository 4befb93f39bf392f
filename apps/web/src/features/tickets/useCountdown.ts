import { useEffect, useState } from 'react';

/** Milliseconds left until `expires` (an ISO time), ticking every second; 0 once it has passed. */
export function useCountdown(expires: string | undefined): number | undefined {
  const deadline = expires ? Date.parse(expires) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (Number.isNaN(deadline)) return undefined;
  return Math.max(0, deadline - now);
}

/** 754_000 → "12:34". */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
