import { useId } from 'react';
import { documentRules, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { ApiError } from '../../lib/api-client';
import { deleteDocument, extensionOf, formatSize, uploadDocuments, type UploadedFile, type UploadPath } from '../../lib/documents';
import { useUpload } from '../../lib/use-upload';
import { useT } from '../../lib/i18n/language';
import { ChooseFilesButton } from '../ui/choose-files-button';
import { FormBanner } from '../ui/form-banner';
import { visuallyHidden } from '../ui/visually-hidden';
import { FileIcon } from './file-icon';

/** The uploader's explanation in English (its words in the page's language: `documentsExplanationIn`). */
export const documentsExplanation =
  'Your Ghana Card or passport, and proof of ownership (land title, indenture or tenancy agreement). At most 10 MB each.';
export const documentsExplanationIn = (t: Translate) =>
  t('ui.documents.explanation', 'Your Ghana Card or passport, and proof of ownership (land title, indenture or tenancy agreement). At most 10 MB each.');

const accept = documentRules.extensions.map((ext) => `.${ext}`).join(',');

/**
 * Checks files before they cost anyone mobile data: type by extension, size, and at most 10 in one
 * upload (the server's limits, in the same words; it also checks the type from the bytes).
 */
export function checkFiles(files: readonly File[], t: Translate): { ok: File[]; problems: string[] } {
  const problems: string[] = [];
  const ok: File[] = [];
  for (const file of files) {
    if (!(documentRules.extensions as readonly string[]).includes(extensionOf(file.name))) {
      problems.push(t('ui.documents.type-not-allowed', '{file}: This file type is not allowed', { file: file.name }));
    } else if (file.size > documentRules.maxBytes) {
      problems.push(t('ui.documents.too-large', '{file}: Files must be 10 MB or smaller', { file: file.name }));
    } else {
      ok.push(file);
    }
  }
  if (ok.length > documentRules.maxFiles) {
    problems.push(t('ui.documents.too-many', 'Upload at most 10 files at a time'));
    ok.splice(documentRules.maxFiles);
  }
  return { ok, problems };
}

/**
 * Choose several documents, upload them in one multipart request (field `files`), and list each with
 * an icon by its extension and a delete button. The parent owns the list, so the same uploader serves
 * owner registration (a list in the form) and the profile (the user's `owner_documents`).
 */
export function DocumentUploader({
  uploadPath,
  files,
  onUploaded,
  onDeleted,
  label,
  explanation,
  disabled = false,
}: {
  uploadPath: UploadPath;
  files: readonly UploadedFile[];
  onUploaded: (added: UploadedFile[]) => void;
  onDeleted: (filename: string) => void;
  label?: string;
  explanation?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const helpId = useId();
  const uploadFailed = t('ui.documents.failed', 'Could not complete process');
  const uploads = useUpload({
    check: (chosen) => checkFiles(chosen, t),
    send: async (ok) => onUploaded(await uploadDocuments(uploadPath, ok)),
    titles: { refused: uploadFailed, failed: uploadFailed, uploaded: t('ui.documents.uploaded', 'Upload successful') },
    messageOf,
  });
  const { busy, setBusy, banner, setBanner } = uploads;

  async function remove(file: UploadedFile) {
    setBusy(file.filename);
    setBanner(null);
    try {
      await deleteDocument(file.filename);
      onDeleted(file.filename);
    } catch (error) {
      setBanner({ severity: 'error', title: t('ui.went-wrong', 'Something went wrong'), message: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id={helpId} sx={{ mb: 1 }}>
        {explanation ?? documentsExplanationIn(t)}
      </Typography>
      {banner ? <FormBanner severity={banner.severity} title={banner.title} message={banner.message} /> : null}
      <ChooseFilesButton uploads={uploads} label={label ?? t('ui.documents.upload', 'Upload documents')} icon={<UploadFileOutlined aria-hidden />} accept={accept} describedBy={helpId} disabled={disabled} />
      {files.length ? (
        <List dense aria-label={t('ui.documents.uploaded-list', 'Uploaded documents')} sx={{ mt: 1 }}>
          {files.map((file) => (
            <ListItem
              key={file.filename}
              disableGutters
              secondaryAction={
                <IconButton edge="end" onClick={() => void remove(file)} disabled={busy !== null}>
                  {busy === file.filename ? <CircularProgress size={18} aria-hidden /> : <DeleteOutline aria-hidden />}
                  <span style={visuallyHidden}>{t('ui.documents.delete', 'Delete {file}', { file: file.name })}</span>
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <FileIcon name={file.name} />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={formatSize(file.size)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : undefined;
}
