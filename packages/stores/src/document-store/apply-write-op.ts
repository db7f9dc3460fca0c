import type { Doc, Patch, WriteOp } from './port';

/**
 * What one write does to one document, with the position guard: an upsert or update that carries a position
 * changes nothing when the document has already seen that position (or a later one), and otherwise stamps it
 * as `_position`. `current` is the document before (null when there is none); the answer is the document
 * after (null when there is none), or undefined when the operation changes nothing. The embedded store applies its bulks with it, and the projector runtime
 * uses it to show a projection the writes of earlier events of its batch before they are committed, so
 * both see exactly the same thing.
 *
 * `current` is never changed unless `owned` says it is the caller's own copy (a document just parsed);
 * neither is the operation's document.
 */
export function applyWriteOp(current: Doc | null, op: WriteOp, owned = false): Doc | null | undefined {
  if (op.op === 'delete') return current ? null : undefined;
  if (op.position !== undefined && current && typeof current._position === 'number' && current._position >= op.position) return undefined;
  let next: Doc;
  if (op.op === 'upsert') next = { ...op.doc };
  else {
    if (!current) return undefined;
    next = owned ? patchInPlace(current, op.patch) : applyPatch(current, op.patch);
  }
  if (op.position !== undefined) next._position = op.position;
  return next;
}

/** A patched copy of the document (dotted paths set, unset and incremented). */
export function applyPatch<T extends Doc>(doc: T, patch: Patch): T {
  return patchInPlace(structuredClone(doc), patch);
}

function patchInPlace<T extends Doc>(doc: T, patch: Patch): T {
  const next = doc as Record<string, unknown>;
  if (patch.set) for (const path in patch.set) setPath(next, path, patch.set[path]);
  if (patch.unset) for (const path of patch.unset) unsetPath(next, path);
  if (patch.inc) {
    for (const path in patch.inc) {
      const current = getPath(next, path);
      setPath(next, path, (typeof current === 'number' ? current : 0) + patch.inc[path]!);
    }
  }
  return doc;
}

function getPath(obj: Record<string, unknown>, path: string): unknown {
  if (!path.includes('.')) return obj[path];
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function setPath(obj: Record<string, unknown>, path: string, value: unknown) {
  if (!path.includes('.')) {
    obj[path] = value;
    return;
  }
  const keys = path.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Record<string, unknown>;
  }
  o[keys[keys.length - 1]!] = value;
}

function unsetPath(obj: Record<string, unknown>, path: string) {
  const keys = path.split('.');
  const parent = getPath(obj, keys.slice(0, -1).join('.')) ?? (keys.length === 1 ? obj : undefined);
  if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[keys[keys.length - 1]!];
}
