/** Where each reactor on the event log keeps how far it has decided (the notifier, the matcher, account closures). */
export const REACTORS = '_reactors';
export type ReactorCheckpoint = { id: string; position: number };
