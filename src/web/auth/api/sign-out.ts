import { authApi } from "../../../contract/auth-api";
import { call, isApiError } from "../../lib/api-client";

/** Signs out; like the spec's client, an answer of 401, 403 or 404 still counts as signed out. */
export async function signOut(): Promise<void> {
  try {
    await call(authApi.signOut);
  } catch (error) {
    if (isApiError(error) && [401, 403, 404].includes(error.status)) return;
    throw error;
  }
}
