import { DocumentUploader } from '../../../../components/documents/document-uploader';
import type { DashboardUser } from '../../types';
import { Panel } from '../panel';

/** Documents: the owner's uploaded files, an Upload button (personal documents) and a delete button on each. */
export function DocumentsPanel({ documents, onChanged }: { documents: DashboardUser['documents']; onChanged: () => Promise<unknown> }) {
  const refresh = () => void onChanged().catch(() => null);
  return (
    <Panel id="documents" title="Documents">
      <DocumentUploader uploadPath="/auth/personal-documents/upload" label="Upload" files={documents} onUploaded={refresh} onDeleted={refresh} />
    </Panel>
  );
}
