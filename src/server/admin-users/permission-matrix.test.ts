import type { SeniorNoChangeEdit } from "../testing/permission-matrix";
import { runSeniorNoChangeMatrix } from "../testing/permission-matrix";

/** User Management writes that change nothing on a senior account (see runSeniorNoChangeMatrix). */
const SENIOR_NO_CHANGE_EDITS: SeniorNoChangeEdit[] = [
  {
    label: "PATCH with the stored values",
    method: "PATCH",
    url: (id) => `/api/admin/users/${id}`,
    payload: (u) => ({
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      status: u.status,
      ...(u.planId ? { planId: u.planId } : {}),
    }),
  },
  {
    label: "PATCH with an empty body",
    method: "PATCH",
    url: (id) => `/api/admin/users/${id}`,
    payload: () => ({}),
  },
  {
    label: "reactivate while active",
    method: "POST",
    url: (id) => `/api/admin/users/${id}/reactivate`,
  },
  {
    label: "the plan it already holds",
    method: "POST",
    url: (id) => `/api/admin/users/${id}/plan`,
    payload: (u) => ({ planId: u.planId }),
  },
];

runSeniorNoChangeMatrix(SENIOR_NO_CHANGE_EDITS);
