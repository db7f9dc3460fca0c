import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { FileIcon } from '../../../components/documents/file-icon';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormBanner } from '../../../components/ui/form-banner';
import { formatSize, openDocument } from '../../../lib/documents';
import { useLanguage, useT } from '../../../lib/i18n/language';
import type { OrganizationProfile } from '../api/organization';
import { deleteOrganizationDocument, fetchOrganizationDocuments, type OrganizationDocument } from '../api/page';
import { formatDate } from '../format';
import { messageOf, useResource } from '../hooks/use-resource';

type Banner = { severity: 'success' | 'error'; title: string; message?: string };

/**
 * The organization's documents: those its registration named and those uploaded since (business
 * registration, the Real Estate Agency Council licence). Those inside it open them; the organization and
 * its members with Manage Users add and delete them. Outsiders are told they are private.
 */
export function DocumentsPanel({ organization, inside, canManage }: { organization: OrganizationProfile; inside: boolean; canManage: boolean }) {
  const t = useT();
  if (!inside) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('org-page.tab.documents', 'Documents')}
        </Typography>
        <Typography color="text.secondary">{t('org-page.documents.private', "{name}’s documents are seen only by the organization, its members and Fie's staff, who verify them.", { name: organization.name })}</Typography>
      </Paper>
    );
  }
  return <InsideDocuments organization={organization} canManage={canManage} />;
}

function InsideDocuments({ organization, canManage }: { organization: OrganizationProfile; canManage: boolean }) {
  const { t, language } = useLanguage();
  const idOrUrl = organization.urlName || organization.id;
  const load = useCallback((signal: AbortSignal) => fetchOrganizationDocuments(idOrUrl, { signal }), [idOrUrl]);
  const documents = useResource(load, idOrUrl);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<{ document: OrganizationDocument; busy: boolean } | null>(null);

  async function open(document: OrganizationDocument) {
    setBanner(null);
    try {
      await openDocument(document);
    } catch (error) {
      setBanner({ severity: 'error', title: t('organizations.documents.open-failed', 'Could not open {name}', { name: document.name }), message: messageOf(error) });
    }
  }

  async function remove(document: OrganizationDocument) {
    setDeleting({ document, busy: true });
    try {
      setBanner({ severity: 'success', title: await deleteOrganizationDocument(document.filename) });
      documents.reload();
    } catch (error) {
      setBanner({ severity: 'error', title: t('ui.documents.failed', 'Could not complete process'), message: messageOf(error) });
    } finally {
      setDeleting(null);
    }
  }

  const list = documents.status === 'ready' ? documents.data : undefined;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="org-documents-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="org-documents-title" variant="h6" component="h2">
        {t('org-page.tab.documents', 'Documents')}
      </Typography>
      {banner ? <FormBanner {...banner} /> : null}
      {canManage ? (
        <DocumentUploader
          uploadPath="/organizations/documents"
          files={[]}
          onUploaded={documents.reload}
          onDeleted={documents.reload}
          explanation={t('organizations.documents.explanation', 'Your business registration and your Real Estate Agency Council licence (Real Estate Agency Act, 2020, Act 1047), so staff can verify them. At most 10 MB each.')}
        />
      ) : null}
      {documents.status === 'loading' || documents.refreshing ? <LinearProgress aria-label={t('organizations.documents.loading', 'Loading the documents')} /> : null}
      {documents.status === 'failed' ? (
        <Box>
          <FormBanner severity="error" title={t('ui.went-wrong', 'Something went wrong')} message={messageOf(documents.error)} />
          <Button variant="outlined" onClick={documents.reload}>
            {t('ui.retry', 'Retry')}
          </Button>
        </Box>
      ) : null}
      {list && list.length === 0 ? (
        <Typography color="text.secondary">
          {canManage ? t('organizations.documents.none', 'No documents yet.') : t('organizations.documents.none-others', 'No documents yet. {name} and its members who manage users can add them.', { name: organization.name })}
        </Typography>
      ) : null}
      {list && list.length > 0 ? (
        <List aria-label={t('organizations.documents.list', 'Organization documents')} disablePadding>
          {list.map((document) => (
            <ListItem
              key={document.filename}
              disablePadding
              divider
              secondaryAction={
                canManage ? (
                  <IconButton edge="end" aria-label={t('ui.documents.delete', 'Delete {file}', { file: document.name })} onClick={() => setDeleting({ document, busy: false })}>
                    <DeleteOutline />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemButton onClick={() => void open(document)}>
                <ListItemIcon>
                  <FileIcon name={document.name} />
                </ListItemIcon>
                <ListItemText
                  primary={document.name}
                  secondary={[formatSize(document.size), formatDate(language, document.uploadedAt)].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                {document.registration ? <Chip size="small" label={t('organizations.documents.from-registration', 'From registration')} sx={{ ml: 1 }} /> : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('organizations.documents.delete-title', 'Delete document')}
          text={t('organizations.documents.delete-text', 'Delete {name}? Staff will no longer be able to verify it.', { name: deleting.document.name })}
          confirmLabel={t('organizations.documents.delete', 'Delete')}
          busy={deleting.busy}
          onConfirm={() => void remove(deleting.document)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Paper>
  );
}
