import { useEffect, useState } from 'react';
import { countdownText } from './countdown';

/** The time left until `raw`, said again each second (a running job's walltime). */
export function CountdownText({ raw }: { raw: unknown }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return <span className="hpc-block-countdown" role="timer" aria-live="off">{countdownText(raw, now)}</span>;
}
