import { useEffect, useState } from 'react';

/** Seconds since the session started (the server's start time), ticking every second. */
export function useElapsedSeconds(startedAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, (now - new Date(startedAt).getTime()) / 1000);
}
