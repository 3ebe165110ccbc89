/** The one HTTP function the real adapters need; tests pass a fake that answers recorded-style bodies. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;
