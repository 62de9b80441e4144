import type { MatrixEndpoint } from "../testing/permission-matrix";

/**
 * SLA target endpoints and the one-of permissions each needs (rules in testing/permission-matrix.ts).
 * The PUT sends the seeded defaults of migration 0023 back, a save that changes nothing.
 */
export const SLA_ENDPOINTS: MatrixEndpoint[] = [
  { method: "GET", url: "/api/admin/sla-targets", needs: ["support.view", "settings.view"] },
  {
    method: "PUT",
    url: "/api/admin/sla-targets",
    payload: {
      urgent: { firstResponseMinutes: 60, resolutionMinutes: 480 },
      high: { firstResponseMinutes: 240, resolutionMinutes: 1440 },
      medium: { firstResponseMinutes: 480, resolutionMinutes: 2880 },
      low: { firstResponseMinutes: 1440, resolutionMinutes: 7200 },
    },
    needs: ["settings.edit"],
  },
];
