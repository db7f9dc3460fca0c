import type { Condition, Doc, Filter, SortSpec } from './port';

/**
 * The port's filters and sorting, in memory, for documents not yet written: the projector runtime answers a
 * handler's query from the store plus the writes its batch still holds. Every adapter must agree with it,
 * and the contract suite holds them to it. Where adapters may answer differently (an object or array
 * compared, a number compared with text or a boolean, an explicit null under $exists, text beyond ASCII
 * under $contains) it answers undefined, "cannot say", and the caller asks the store instead.
 */
export function matchesFilter(doc: Doc, filter: Filter | undefined): boolean | undefined {
  if (!filter) return true;
  let result: boolean | undefined = true;
  for (const key in filter) {
    const value = filter[key];
    if (value === undefined) continue;
    let part: boolean | undefined;
    if (key === '$or' || key === '$and') part = combine(key, (value as Filter[]).map((f) => matchesFilter(doc, f)));
    else part = matchesCondition(valueAt(doc, key), value as Condition, () => missing(doc, key));
    if (part === false) return false;
    if (part === undefined) result = undefined;
  }
  return result;
}

/** The store's order: the sort's fields, then id; undefined when the two documents cannot be ordered for sure. */
export function compareBySort(a: Doc, b: Doc, sort: SortSpec | undefined): number | undefined {
  for (const [field, direction] of sort ?? []) {
    const order = compareValues(valueAt(a, field), valueAt(b, field));
    if (order === undefined) return undefined;
    if (order !== 0) return direction === 'desc' ? -order : order;
  }
  return compareValues(a.id, b.id);
}

function combine(key: '$or' | '$and', parts: (boolean | undefined)[]): boolean | undefined {
  if (key === '$or') return parts.some((p) => p === true) ? true : parts.every((p) => p === false) ? false : undefined;
  return parts.some((p) => p === false) ? false : parts.every((p) => p === true) ? true : undefined;
}

type Scalar = string | number | boolean | null;
/** A field's value; undefined for an object or array, which filters cannot compare alike everywhere. */
type Found = Scalar | undefined;

function valueAt(doc: Doc, path: string): Found {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    // MongoDB reaches into arrays of documents, SQL does not.
    if (Array.isArray(value)) return undefined;
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return undefined;
  return value as Scalar;
}

/** No such field at all (as opposed to an explicit null). */
function missing(doc: Doc, path: string): boolean {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !(key in (value as object))) return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined;
}

function matchesCondition(value: Found, cond: Condition, isMissing: () => boolean): boolean | undefined {
  if (cond === null || typeof cond !== 'object') return equals(value, cond);
  let result: boolean | undefined = true;
  const and = (part: boolean | undefined) => {
    if (part === false) result = false;
    else if (part === undefined && result !== false) result = undefined;
  };
  for (const op in cond) {
    const operand = (cond as Record<string, unknown>)[op];
    if (operand === undefined) continue;
    switch (op) {
      case '$eq':
        and(equals(value, operand as Scalar));
        break;
      case '$ne': {
        const eq = equals(value, operand as Scalar);
        and(eq === undefined ? undefined : !eq);
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (value === null || operand === null) {
          and(value === undefined ? undefined : false);
          break;
        }
        const order = compareValues(value, operand as Scalar);
        and(order === undefined ? undefined : op === '$gt' ? order > 0 : op === '$gte' ? order >= 0 : op === '$lt' ? order < 0 : order <= 0);
        break;
      }
      case '$in': {
        const list = operand as Scalar[];
        // MongoDB's $in: [null] matches a missing field, SQL's IN never matches NULL.
        if (list.includes(null)) and(undefined);
        else and(value === null ? false : combine('$or', list.map((v) => equals(value, v))));
        break;
      }
      case '$nin': {
        const list = operand as Scalar[];
        if (list.includes(null)) and(undefined);
        else and(value === null ? true : combine('$and', list.map((v) => negate(equals(value, v)))));
        break;
      }
      case '$exists':
        // An object or array is present everywhere; an explicit null is absent to SQL and present to MongoDB.
        if (value !== null) and(operand === true);
        else and(isMissing() ? operand === false : undefined);
        break;
      case '$startsWith':
        and(value === null ? false : typeof value === 'string' ? value.startsWith(operand as string) : undefined);
        break;
      case '$contains':
        if (value === null) and(false);
        else if (typeof value !== 'string' || !ascii(value) || !ascii(operand as string)) and(undefined);
        else and(value.toLowerCase().includes((operand as string).toLowerCase()));
        break;
      default:
        and(undefined);
    }
  }
  return result;
}

function negate(b: boolean | undefined): boolean | undefined {
  return b === undefined ? undefined : !b;
}

/** Equality as every adapter sees it; undefined where they may differ. */
function equals(value: Found, operand: Scalar): boolean | undefined {
  if (value === undefined) return undefined;
  if (operand === null) return value === null;
  if (value === null) return false;
  if (typeof value === typeof operand) return value === operand;
  // SQL stores a boolean as 1 or 0, so true = 1 there and not in MongoDB.
  if (typeof value !== 'string' && typeof operand !== 'string') return undefined;
  return false;
}

/** Order of two values (null first); undefined for values of different kinds, booleans, or text beyond the BMP's ordinary range. */
function compareValues(a: Found, b: Found): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (typeof a !== typeof b || typeof a === 'boolean') return undefined;
  if (typeof a === 'string' && (!plain(a) || !plain(b as string))) return undefined;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** UTF-16 order equals UTF-8 byte order (SQLite's BINARY collation) below the surrogates. */
function plain(s: string): boolean {
  return !/[\uD800-\uFFFF]/.test(s);
}

function ascii(s: string): boolean {
  return !/[^\x00-\x7F]/.test(s);
}
