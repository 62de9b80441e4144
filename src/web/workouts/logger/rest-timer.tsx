import { useEffect, useState } from "react";
import { Timer } from "lucide-react";
import { formatClock } from "../../../domain/training";
import { Button } from "../../components/ui/button";
import { useNow } from "./use-now";

export interface Rest {
  itemId: string;
  exerciseName: string;
  endsAt: number;
}

/** A short beep made on the spot (no sound file to load) and a buzz where the device has one. */
function signalRestOver() {
  try {
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (AudioContextClass) {
      const context = new AudioContextClass();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.35);
      oscillator.onended = () => void context.close();
    }
  } catch {
    // A browser that refuses audio (no user gesture yet, no device) still shows and announces the end.
  }
  navigator.vibrate?.(200);
}

/**
 * The countdown after a ticked set, in a bar stuck to the bottom of the screen. Only its end is
 * announced ("Rest over"); the seconds are not read out as they pass.
 */
export function RestTimerBar({
  rest,
  onAdjust,
  onSkip,
}: {
  rest: Rest | null;
  onAdjust: (seconds: number) => void;
  onSkip: () => void;
}) {
  const now = useNow(rest !== null);
  const [announcement, setAnnouncement] = useState("");
  const remaining = rest ? Math.max(0, Math.ceil((rest.endsAt - now) / 1000)) : 0;

  // A new or adjusted rest takes back the last "Rest over", in the render that shows it.
  const [shownRest, setShownRest] = useState(rest);
  if (rest !== shownRest) {
    setShownRest(rest);
    if (rest) setAnnouncement("");
  }

  // Running out is an event: it gets a timer of its own for that moment (set again when the rest is
  // adjusted) rather than an effect watching each tick of the countdown.
  useEffect(() => {
    if (!rest) return;
    const timer = setTimeout(
      () => {
        signalRestOver();
        setAnnouncement("Rest over");
        onSkip();
      },
      Math.max(0, rest.endsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [rest, onSkip]);

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {rest ? (
        <section
          aria-label="Rest timer"
          className="sticky bottom-20 z-20 sm:bottom-4 mx-auto flex w-full max-w-xl flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 shadow-lg"
        >
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <Timer className="size-5 text-brand-700" aria-hidden />
            <span>
              Rest <span className="sr-only">after {rest.exerciseName}</span>
              <time
                role="timer"
                aria-label="Rest remaining"
                className="ml-1 font-mono text-lg font-bold tabular-nums text-slate-900"
              >
                {formatClock(remaining)}
              </time>
            </span>
          </p>
          <div className="flex gap-1">
            <Button
              variant="secondary"
              className="px-2 py-1"
              onClick={() => onAdjust(-15)}
              // The shown "15 s" in the name's words (label in name, for speech input).
              aria-label="15 s less rest"
            >
              −15 s
            </Button>
            <Button
              variant="secondary"
              className="px-2 py-1"
              onClick={() => onAdjust(15)}
              aria-label="15 s more rest"
            >
              +15 s
            </Button>
            <Button variant="ghost" className="px-2 py-1" onClick={onSkip}>
              Skip rest
            </Button>
          </div>
        </section>
      ) : null}
    </>
  );
}
