import { useEffect, useState } from 'react';

/** The decorative background moves on a clock that ticks every second. */
export const CLOCK_TICK_MS = 1000;

/** The number of ticks since mount; it stays at 0 while `running` is false. */
export function useClock(running: boolean): number {
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => setTick((count) => count + 1), CLOCK_TICK_MS);
    return () => clearInterval(interval);
  }, [running]);

  return tick;
}
