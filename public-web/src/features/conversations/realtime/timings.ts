/**
 * The client's timings for messaging, each beside the part of the spec that asks for it
 * (accounts-access-and-site-shell.md; repeated in docs/api-conversations.md, "Client timings").
 */

/** §7 "Real-time socket": reconnection, 2 attempts… */
export const RECONNECT_ATTEMPTS = 2;
/** …15 s apart. */
export const RECONNECT_DELAY_MS = 15_000;

/** §4 "Session" and §9 "socket reconnect check": re-established every 30 s when a session exists and it is disconnected. */
export const RECONNECT_CHECK_MS = 30_000;

/** §4 "Session" and §9 "message reload after coming online": messages reload 5 s after the browser is back online. */
export const ONLINE_RELOAD_MS = 5_000;

/** §2 "Header" and §9 "new-message toast auto-hide": 20000 ms. */
export const NEW_MESSAGE_TOAST_MS = 20_000;
