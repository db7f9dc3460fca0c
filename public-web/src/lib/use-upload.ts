import { useRef, useState } from 'react';

export type UploadBanner = { severity: 'success' | 'error'; title: string; message?: string };

export type UploadOptions = {
  /** The files the rules allow, and a line for each one refused. */
  check: (chosen: File[]) => { ok: File[]; problems: string[] };
  /** Uploads the allowed files and hands them to the form. */
  send: (ok: File[]) => Promise<void>;
  /** The banner's titles: some files refused, the upload failed, all uploaded. */
  titles: { refused: string; failed: string; uploaded: string };
  /** What the banner says of a failure. */
  messageOf: (error: unknown) => string | undefined;
};

/**
 * Uploading the files chosen in a file input (documents, a listing's photos): those the rules refuse are named in
 * an error banner and the rest still go up; `busy` is 'upload' meanwhile (or, set by the uploader, the name of a
 * file being deleted); a failure goes to the banner; and the input is emptied after, so the same file may be
 * chosen again.
 */
export function useUpload({ check, send, titles, messageOf }: UploadOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | string | null>(null);
  const [banner, setBanner] = useState<UploadBanner | null>(null);

  async function upload(chosen: File[]) {
    if (!chosen.length) return;
    const { ok, problems } = check(chosen);
    setBanner(problems.length ? { severity: 'error', title: titles.refused, message: problems.join(' · ') } : null);
    if (!ok.length) return;
    setBusy('upload');
    try {
      await send(ok);
      if (!problems.length) setBanner({ severity: 'success', title: titles.uploaded });
    } catch (error) {
      setBanner({ severity: 'error', title: titles.failed, message: messageOf(error) });
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  }

  return { input, busy, setBusy, banner, setBanner, upload };
}
