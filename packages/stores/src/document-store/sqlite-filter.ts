import type { Condition, Filter, SortSpec } from './port';

/**
 * Translates our MongoDB-style filter into SQL over json_extract(doc, '$.path'). Values are always bound,
 * never spliced; field paths are checked against a strict pattern because they are spliced.
 */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export function fieldExpr(field: string): string {
  if (field === 'id') return 'id';
  if (!FIELD.test(field)) throw new Error(`Invalid field path: ${field}`);
  return `json_extract(doc, '$.${field}')`;
}

/**
 * `expr` names a field in SQL: json_extract over the document by default; the event store's table maps its
 * fields to its columns.
 */
export function whereClause(filter: Filter | undefined, params: unknown[], expr: (field: string) => string = fieldExpr): string {
  if (!filter) return '1';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or' || key === '$and') {
      const subs = (value as Filter[]).map((f) => `(${whereClause(f, params, expr)})`);
      parts.push(subs.length ? `(${subs.join(key === '$or' ? ' OR ' : ' AND ')})` : key === '$or' ? '0' : '1');
      continue;
    }
    parts.push(condition(expr(key), value as Condition, params));
  }
  return parts.length ? parts.join(' AND ') : '1';
}

function bind(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function condition(expr: string, cond: Condition, params: unknown[]): string {
  if (cond === null) return `${expr} IS NULL`;
  if (typeof cond !== 'object') {
    params.push(bind(cond));
    return `${expr} = ?`;
  }
  const parts: string[] = [];
  const op = (sql: string, v: unknown) => {
    params.push(bind(v));
    parts.push(`${expr} ${sql} ?`);
  };
  if (cond.$eq !== undefined) cond.$eq === null ? parts.push(`${expr} IS NULL`) : op('=', cond.$eq);
  if (cond.$ne !== undefined) {
    if (cond.$ne === null) parts.push(`${expr} IS NOT NULL`);
    else {
      params.push(bind(cond.$ne));
      parts.push(`(${expr} IS NULL OR ${expr} != ?)`);
    }
  }
  if (cond.$gt !== undefined) op('>', cond.$gt);
  if (cond.$gte !== undefined) op('>=', cond.$gte);
  if (cond.$lt !== undefined) op('<', cond.$lt);
  if (cond.$lte !== undefined) op('<=', cond.$lte);
  if (cond.$in !== undefined) {
    if (cond.$in.length === 0) parts.push('0');
    else {
      params.push(...cond.$in.map(bind));
      parts.push(`${expr} IN (${cond.$in.map(() => '?').join(',')})`);
    }
  }
  if (cond.$nin !== undefined && cond.$nin.length > 0) {
    params.push(...cond.$nin.map(bind));
    parts.push(`(${expr} IS NULL OR ${expr} NOT IN (${cond.$nin.map(() => '?').join(',')}))`);
  }
  if (cond.$exists !== undefined) parts.push(cond.$exists ? `${expr} IS NOT NULL` : `${expr} IS NULL`);
  if (cond.$startsWith !== undefined) {
    // substr comparison rather than LIKE: case-sensitive and no wildcard escaping to get wrong.
    params.push(cond.$startsWith.length, cond.$startsWith);
    parts.push(`substr(${expr}, 1, ?) = ?`);
  }
  if (cond.$contains !== undefined) {
    params.push(cond.$contains.toLowerCase());
    parts.push(`instr(lower(${expr}), ?) > 0`);
  }
  return parts.length ? parts.join(' AND ') : '1';
}

export function orderClause(sort: SortSpec | undefined, expr: (field: string) => string = fieldExpr, key = 'id'): string {
  const terms = (sort ?? []).map(([field, dir]) => `${expr(field)} ${dir === 'desc' ? 'DESC' : 'ASC'}`);
  terms.push(`${key} ASC`); // a stable order makes paging deterministic
  return terms.join(', ');
}
