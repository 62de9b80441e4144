import { useState, useSyncExternalStore } from "react";

/**
 * A clock to subscribe to, one per component: each ticks a second after its own start, so a rest
 * countdown steps down on the seconds of the rest, not on another timer's.
 */
function createClock() {
  let now = Date.now();
  return {
    getSnapshot: () => now,
    subscribe: (onTick: () => void) => {
      // Started afresh: the time since the last tick (or the mount) is not shown as the time now.
      now = Date.now();
      onTick();
      const timer = setInterval(() => {
        now = Date.now();
        onTick();
      }, 1000);
      return () => clearInterval(timer);
    },
  };
}

const stopped = () => () => {};

/** The time now, refreshed every second while `active` (the live timer and the rest countdown). */
export function useNow(active: boolean): number {
  const [clock] = useState(createClock);
  return useSyncExternalStore(active ? clock.subscribe : stopped, clock.getSnapshot);
}
