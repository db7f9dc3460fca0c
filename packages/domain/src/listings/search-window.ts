/**
 * How deep a search pages: its first 10,000 matches (Elasticsearch's max_result_window; the embedded engines keep
 * it too). A module of its own, without zod, so the search page's first download does not carry the schemas.
 */
export const MAX_SEARCH_RESULTS = 10_000;
