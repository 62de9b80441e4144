/** The Super Admin the journeys' server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD, global-setup.ts). */
export const ROOT = { email: "root@vitalog.app", password: "Copper-Falcon-42" } as const;
