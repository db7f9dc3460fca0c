import type { Request, Response } from 'express';
import { ValidationError } from '@fie/domain';
import type { Collection, Doc, Filter, SortSpec } from '@fie/stores';

/**
 * ra-data-simple-rest's list contract: `sort=["field","ASC"]`, `range=[0,24]` (inclusive) and
 * `filter={...}` as JSON in the query; answer an array and `Content-Range: {resource} 0-24/319`.
 */
export type ListQuery = { sort: SortSpec; skip: number; limit: number; filter: Record<string, unknown> };

export function parseListQuery(req: Request, sortable: string[], defaultSort: SortSpec): ListQuery {
  const json = (name: string) => {
    const raw = req.query[name];
    if (typeof raw !== 'string' || raw === '') return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new ValidationError({ [name]: `${name} must be JSON` });
    }
  };
  const sortParam = json('sort');
  let sort = defaultSort;
  if (Array.isArray(sortParam) && typeof sortParam[0] === 'string') {
    if (!sortable.includes(sortParam[0])) throw new ValidationError({ sort: `Cannot sort by ${sortParam[0]}` });
    sort = [[sortParam[0], String(sortParam[1]).toUpperCase() === 'DESC' ? 'desc' : 'asc']];
  }
  const range = json('range');
  let skip = 0;
  let limit = 25;
  if (Array.isArray(range) && range.length === 2) {
    const [from, to] = range.map(Number) as [number, number];
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) throw new ValidationError({ range: 'range must be [from, to]' });
    skip = from;
    limit = Math.min(to - from + 1, 1000);
  }
  const filter = json('filter');
  return { sort, skip, limit, filter: filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : {} };
}

/** `present` may look things up (a name): each record is awaited. */
export async function sendList<T extends Doc>(res: Response, resource: string, collection: Collection<T>, filter: Filter, q: ListQuery, present: (doc: T) => unknown) {
  const [docs, total] = await Promise.all([collection.find(filter, { sort: q.sort, skip: q.skip, limit: q.limit }), collection.count(filter)]);
  const end = docs.length ? q.skip + docs.length - 1 : q.skip;
  res.setHeader('Content-Range', `${resource} ${q.skip}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.json(await Promise.all(docs.map(present)));
}

/** `filter={"id":[...]}` is react-admin's getMany. */
export function idsFilter(filter: Record<string, unknown>): Filter {
  const ids = filter.id;
  if (Array.isArray(ids)) return { id: { $in: ids.map(String) } };
  if (typeof ids === 'string') return { id: ids };
  return {};
}
