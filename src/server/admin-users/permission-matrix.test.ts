import { adminUsersApi } from "../../contract/admin-users";
import { urlOf } from "../../contract/endpoint";
import type { SeniorNoChangeEdit } from "../testing/permission-matrix";
import { runSeniorNoChangeMatrix } from "../testing/permission-matrix";

/** User Management writes that change nothing on a senior account (see runSeniorNoChangeMatrix). */
const SENIOR_NO_CHANGE_EDITS: SeniorNoChangeEdit[] = [
  {
    label: "PATCH with the stored values",
    method: adminUsersApi.update.method,
    url: (id) => urlOf(adminUsersApi.update, { params: { id } }),
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
    method: adminUsersApi.update.method,
    url: (id) => urlOf(adminUsersApi.update, { params: { id } }),
    payload: () => ({}),
  },
  {
    label: "reactivate while active",
    method: adminUsersApi.reactivate.method,
    url: (id) => urlOf(adminUsersApi.reactivate, { params: { id } }),
  },
  {
    label: "the plan it already holds",
    method: adminUsersApi.assignPlan.method,
    url: (id) => urlOf(adminUsersApi.assignPlan, { params: { id } }),
    payload: (u) => ({ planId: u.planId }),
  },
];

runSeniorNoChangeMatrix(SENIOR_NO_CHANGE_EDITS);
