/** What the seed's steps share: a call to the marketplace's HTTP API, the people it made and the listings they listed. */
export type Api = (method: string, path: string, body?: unknown, token?: string) => Promise<Record<string, any>>;
export type Person = { email: string; token: string; id: string; firstName: string };
/** A listing as created, with who answers for it: `listerId` is its organization's id when an agent listed it for one. */
export type CreatedListing = { id: string; listerId: string; lister: Person; body: Record<string, any>; category: string };
