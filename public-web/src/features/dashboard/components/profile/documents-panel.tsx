import { DocumentUploader } from '../../../../components/documents/document-uploader';
import type { DashboardUser } from '../../types';
import { useT } from '../../../../lib/i18n/language';
import { Panel } from '../panel';

/** Documents: the owner's uploaded files, an Upload button (personal documents) and a delete button on each. */
export function DocumentsPanel({ documents, onChanged }: { documents: DashboardUser['documents']; onChanged: () => Promise<unknown> }) {
  const t = useT();
  const refresh = () => void onChanged().catch(() => null);
  return (
    <Panel id="documents" title={t('dashboard.documents.title', 'Documents')}>
      <DocumentUploader uploadPath="/auth/personal-documents/upload" label={t('dashboard.documents.upload', 'Upload')} files={documents} onUploaded={refresh} onDeleted={refresh} />
    </Panel>
  );
}
