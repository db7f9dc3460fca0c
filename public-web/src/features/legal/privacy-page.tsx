import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { config } from '../../config';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-content';

/** /privacy-policy and /privacy-policy/:id, which smooth-scrolls to the section named by id. */
export function PrivacyPage() {
  useDocumentTitle(`${config.productName} · Privacy Policy`);
  const { id } = useParams();
  const { hash } = useLocation();
  const text = useMemo(() => privacyPolicy({ contactEmail: config.contactEmail }), []);
  return <LegalDocument text={text} basePath={paths.privacy} sectionId={id ?? (hash.slice(1) || undefined)} />;
}
