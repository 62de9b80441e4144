/**
 * Called with each NOTIFY payload and its channel, and with null when the channel's notifications may
 * have been missed. Apart from client.ts because the PostgreSQL listener (listen-postgres.ts), which
 * client.ts loads, takes it too.
 */
export type NotificationHandler = (channel: string, payload: string | null) => void;
