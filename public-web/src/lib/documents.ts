import { api, fetchPrivateFile } from './api-client';

/**
 * Owners' documents (Ghana Card or passport, land title, indenture, tenancy agreement): uploaded
 * through our own API, private to their owner. Used by owner registration and by the dashboard, so
 * the calls live here rather than in one feature.
 */
export type UploadedFile = { filename: string; name: string; location: string; size?: number; contentType?: string };

type UploadAnswer = {
  filename?: string;
  filelocation?: string;
  files?: { filename: string; filelocation: string; name?: string; size?: number; contentType?: string }[];
};

/** Where an upload goes: anonymous uploads wait for an owner registration; signed-in ones are the user's at once; an organization's are its own. */
export type UploadPath = '/auth/upload-document' | '/auth/personal-documents/upload' | '/organizations/documents';

/** Multipart POST with every file under the field `files` (the API's name for it). */
export async function uploadDocuments(path: UploadPath, files: readonly File[]): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const answer = await api.post<UploadAnswer>(path, form);
  if (answer?.files?.length) {
    return answer.files.map((file, index) => ({
      filename: file.filename,
      name: file.name ?? files[index]?.name ?? file.filename,
      location: file.filelocation,
      size: file.size,
      contentType: file.contentType,
    }));
  }
  // An older answer names one file only.
  if (answer?.filename) {
    return [{ filename: answer.filename, name: files[0]?.name ?? answer.filename, location: answer.filelocation ?? '' }];
  }
  return [];
}

/** POST /auth/delete-file: removes an uploaded file (its owner's, or an anonymous one not yet claimed). */
export function deleteDocument(filename: string) {
  return api.post<{ message: string }>('/auth/delete-file', { filename });
}

/**
 * Opens a private document in a new tab. The tab is opened before the download starts, while the click
 * still counts as the user's gesture (popup blockers refuse a window opened after an await); when it is
 * refused anyway, the file is saved instead.
 */
export async function openDocument(file: { location: string; name: string }): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPrivateFile(file.location);
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.location.href = url;
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      document.body.appendChild(link);
      link.click();
      link.remove();
    }
    // The tab has what it needs once it has loaded; a minute is ample even on a slow phone.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The extension in lower case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** 1.2 MB, 340 KB: how people read file sizes. */
export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
