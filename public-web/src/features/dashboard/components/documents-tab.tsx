import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { FileIcon } from '../../../components/documents/file-icon';
import { FormBanner } from '../../../components/ui/form-banner';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { deleteDocument, formatSize, openDocument } from '../../../lib/documents';
import { useLanguage } from '../../../lib/i18n/language';
import { formatDate } from '../format';
import type { DashboardDocument } from '../types';

const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

type Banner = { severity: 'success' | 'error'; title: string; message?: string };
const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : undefined);

/**
 * The Documents tab: the owner's documents (owner_documents) as a grid, each with its icon by extension.
 * A document is private, so opening it downloads it with the session's token; the delete icon asks first.
 */
export function DocumentsTab({ documents, onChanged }: { documents: readonly DashboardDocument[]; onChanged: () => Promise<unknown> }) {
  const { t, language } = useLanguage();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<DashboardDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => void onChanged().catch(() => null);

  async function open(document: DashboardDocument) {
    setBanner(null);
    try {
      await openDocument(document);
    } catch (error) {
      setBanner({ severity: 'error', title: t('dashboard.documents.open-failed', 'Could not open {name}', { name: document.name }), message: messageOf(error) });
    }
  }

  async function remove(document: DashboardDocument) {
    setBusy(true);
    setBanner(null);
    try {
      await deleteDocument(document.filename);
      setDeleting(null);
      refresh();
    } catch (error) {
      setDeleting(null);
      setBanner({ severity: 'error', title: t('ui.documents.failed', 'Could not complete process'), message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      {banner ? <FormBanner {...banner} /> : null}
      <Box sx={{ mb: 2 }}>
        <DocumentUploader uploadPath="/auth/personal-documents/upload" files={[]} onUploaded={refresh} onDeleted={refresh} />
      </Box>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.documents.empty', 'No documents yet. Upload your Ghana Card or passport and proof of ownership so staff can verify your listings.')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" aria-label={t('dashboard.documents.list', 'Your documents')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {documents.map((document) => (
            <Grid key={document.filename} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ display: 'flex', alignItems: 'stretch', height: '100%' }}>
                <CardActionArea onClick={() => void open(document)} sx={{ flexGrow: 1, minWidth: 0 }}>
                  <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <FileIcon name={document.name} fontSize="large" />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{document.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[formatSize(document.size), formatDate(language, document.uploadedAt)].filter(Boolean).join(' · ')}
                      </Typography>
                    </Box>
                  </CardContent>
                </CardActionArea>
                <IconButton onClick={() => setDeleting(document)} sx={{ alignSelf: 'center', mx: 0.5 }}>
                  <DeleteOutline aria-hidden />
                  <span style={visuallyHidden}>{t('ui.documents.delete', 'Delete {file}', { file: document.name })}</span>
                </IconButton>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('dashboard.documents.delete-title', 'Delete document')}
            text={t('dashboard.documents.delete-text', 'Delete {name}? Staff use your documents to verify your listings.', { name: deleting.name })}
            confirmLabel={t('dashboard.documents.delete', 'Delete')}
            busy={busy}
            onConfirm={() => void remove(deleting)}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
