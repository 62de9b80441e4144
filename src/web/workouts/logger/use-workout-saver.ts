import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Workout } from "../../../contract/workouts";
import type { PlanLimitDetails } from "../../../contract/plan-limits";
import type { UnitSystem } from "../../../domain/units";
import { planLimitOf } from "../../components/plan-limit-notice";
import { isApiError } from "../../lib/api-client";
import { saveWorkout } from "../api/save-workout";
import { WORKOUTS_QUERY_KEY } from "../api/get-workouts";
import { bodyOf, fieldKeyOf, type Draft } from "./draft";

export type SaveStatus = "idle" | "saving" | "saved" | "error";

export interface SaverState {
  status: SaveStatus;
  /** A refusal that belongs to no field (or the network), shown under the header. */
  message: string | null;
  planLimit: PlanLimitDetails | null;
  /** Keyed "<item id>/<set id>/reps", "<item id>/distanceM", "date", … (see fieldKeyOf). */
  fieldErrors: Record<string, string>;
  /** The server's last answer: record flags per set and kcal per exercise, matched by id. */
  server: Workout | null;
}

/** How long typing may pause before the workout is saved. */
const DEBOUNCE_MS = 600;

/**
 * Saves the whole workout: a moment after the last change, at once when asked (a ticked set), one
 * request at a time, the latest draft winning. The draft itself is never replaced by the answer, so
 * what the user typed meanwhile stays.
 */
export function useWorkoutSaver(id: string | null, system: UnitSystem, initial: Workout | null) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaverState>({
    status: "idle",
    message: null,
    planLimit: null,
    fieldErrors: {},
    server: initial,
  });
  const latest = useRef<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<Workout | null> | null>(null);
  const again = useRef(false);
  // Saves read the id as it is when they start (the first one creates the workout, later ones
  // update it), so `run` need not change with it; it is kept up to date as each render commits.
  const idRef = useRef(id);
  useLayoutEffect(() => {
    idRef.current = id;
  }, [id]);

  // Named, so that a change made during a save sends itself again after it without reaching for
  // `run`, which is not yet assigned while its own callback is made.
  const run = useCallback(
    function send(): Promise<Workout | null> {
      if (running.current) {
        again.current = true;
        return running.current;
      }
      const sent = latest.current;
      if (!sent) return Promise.resolve(null);
      setState((s) => ({ ...s, status: "saving" }));
      const attempt = (async () => {
        try {
          const saved = await saveWorkout({ id: idRef.current, body: bodyOf(sent, system) });
          setState((s) => ({
            ...s,
            status: "saved",
            message: null,
            planLimit: null,
            fieldErrors: {},
            server: saved,
          }));
          void queryClient.invalidateQueries({
            queryKey: WORKOUTS_QUERY_KEY,
            predicate: (q) => q.queryKey[1] !== "one",
          });
          return saved;
        } catch (error) {
          const fieldErrors: Record<string, string> = {};
          if (isApiError(error))
            for (const [path, text] of Object.entries(error.fields))
              fieldErrors[fieldKeyOf(path, sent)] = text;
          const planLimit = planLimitOf(error);
          const message = planLimit
            ? null
            : Object.keys(fieldErrors).length > 0
              ? "Not saved: check the fields marked below."
              : error instanceof Error
                ? `Not saved: ${error.message}`
                : "Not saved.";
          setState((s) => ({ ...s, status: "error", message, planLimit, fieldErrors }));
          return null;
        } finally {
          running.current = null;
        }
      })();
      running.current = attempt;
      return attempt.then((result) => {
        if (again.current) {
          again.current = false;
          return send();
        }
        return result;
      });
    },
    [queryClient, system],
  );

  const schedule = useCallback(
    (draft: Draft) => {
      latest.current = draft;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void run();
      }, DEBOUNCE_MS);
    },
    [run],
  );

  /** Saves now (and after any save already under way), resolving with the server's answer or null. */
  const saveNow = useCallback(
    async (draft: Draft) => {
      latest.current = draft;
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (running.current) await running.current.catch(() => null);
      return run();
    },
    [run],
  );

  /** Drops a save still waiting (the workout is being discarded). */
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    latest.current = null;
    again.current = false;
  }, []);

  // Leaving the page with a save still waiting sends it rather than dropping the last change.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void run();
      }
    },
    [run],
  );

  return { ...state, schedule, saveNow, cancel };
}
