// The import form's values, its checks and the request it becomes. The server repeats every check
// (packages/domain/src/listings/partner-feeds.ts) and its messages are the same, so a staff member
// reads one wording whether the browser or the server caught the mistake.
export const MAX_FEED_BYTES = 5 * 1024 * 1024;

export type ImportMode = 'file' | 'url';
export type ImportForm = {
  source?: string;
  mode?: ImportMode;
  file?: { rawFile: File } | null;
  url?: string;
};

export const importModes: { id: ImportMode; name: string }[] = [
  { id: 'file', name: 'Upload a file' },
  { id: 'url', name: 'From an address' },
];

export const importDefaults: ImportForm = { mode: 'file' };

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * One form-level check rather than a validator per input, because what is required depends on the
 * chosen mode: a file to upload, or an address to download from.
 */
export const validateImport = ({ source, mode, file, url }: ImportForm): Record<string, string> => {
  const errors: Record<string, string> = {};
  if ((source ?? '').trim().length < 2) errors.source = 'Name the partner company';
  if (mode === 'url') {
    if (!isWebAddress((url ?? '').trim())) errors.url = 'Enter the feed address (http or https)';
  } else if (!file?.rawFile) {
    errors.file = 'Upload a JSON or CSV file, or give the feed address';
  } else if (file.rawFile.size > MAX_FEED_BYTES) {
    errors.file = 'The feed is larger than 5 MB';
  }
  return errors;
};

/** Only the chosen way travels: `{ source, file }` goes as multipart, `{ source, url }` as JSON. */
export const toImportRequest = ({ source, mode, file, url }: ImportForm) =>
  mode === 'url' ? { source: source?.trim(), url: url?.trim() } : { source: source?.trim(), file };
