import { useEffect, useState } from "react";

/** The current time, renewed every `everyMs`, so ages ('5m ago') and durations move on by themselves. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
