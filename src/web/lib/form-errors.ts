import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";

/**
 * Puts the server's field errors under their inputs and returns the message for the form as a
 * whole (shown above the submit button). The typed values stay in the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
): string | null {
  if (!isApiError(error)) return "An unexpected error occurred";
  let isShownOnField = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (fieldNames.includes(field)) {
      setError(field as Path<T>, { type: "server", message });
      isShownOnField = true;
    }
  }
  return isShownOnField ? null : error.message;
}
