import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second; `start(n)` sets a new one. */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [seconds, setSeconds] = useState(Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setDeadline(0);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((next: number) => {
    setDeadline(next > 0 ? Date.now() + next * 1000 : 0);
    setSeconds(Math.max(0, Math.ceil(next)));
  }, []);

  return { seconds, start };
}
