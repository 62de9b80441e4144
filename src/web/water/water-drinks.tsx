import { X } from "lucide-react";
import type { WaterDay } from "../../contract/water";
import { todayIn } from "../../domain/calendar";
import { browserTimeZone } from "../lib/time-zone";
import { formatDate, formatTime, formatVolume } from "../lib/format";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { useRemoveWater } from "./api/remove-water";

/**
 * When a drink was logged. A drink added afterwards to a past day was not drunk at that clock time,
 * so it says the day it was logged on too.
 */
function loggedAt(iso: string, diaryDate: string): string {
  const created = new Date(iso);
  const time = formatTime(created);
  if (todayIn(browserTimeZone(), created) === diaryDate) return `at ${time}`;
  return `logged ${formatDate(created, "short")}, ${time}`;
}

/** The drinks of the day shown, newest first, each removable. */
export function WaterDrinks({
  data,
  title,
  emptyText,
}: {
  data: WaterDay;
  title: string;
  emptyText: string;
}) {
  const remove = useRemoveWater();
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {data.entries.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.entries.map((entry) => {
            const amount = formatVolume(entry.amountMl, data.unitSystem);
            const when = loggedAt(entry.createdAt, entry.date);
            return (
              <li key={entry.id} className="flex items-center justify-between py-2">
                <span>
                  <span className="font-medium text-slate-900">{amount}</span>
                  <span className="text-sm text-slate-600"> {when}</span>
                </span>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={`Remove ${amount} ${when}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(entry.id)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </>
  );
}
