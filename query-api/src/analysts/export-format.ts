import type { EventLogEntry } from '@fie/read-models';

export const exportFormats = ['ndjson', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const CSV_COLUMNS = ['position', 'createdAt', 'streamId', 'type', 'revision', 'data', 'metadata'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One exported line (with its line ending) for one event of the history, as the event log holds it (sealed). */
export function exportLine(entry: EventLogEntry, format: ExportFormat): string {
  const { position, createdAt, streamId, type, revision, data, metadata } = entry;
  if (format === 'ndjson') return `${JSON.stringify({ position, createdAt, streamId, type, revision, data, metadata })}\n`;
  return `${[position, createdAt, streamId, type, revision, data, metadata].map(csvField).join(',')}\r\n`;
}

export const csvHeader = `${CSV_COLUMNS.join(',')}\r\n`;
