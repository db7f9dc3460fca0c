import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { config } from '../../config';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { LegalDocument } from './legal-document';
import { termsOfService } from './terms-content';

/** /terms-of-service: a shared link to #section lands on that section. */
export function TermsPage() {
  useDocumentTitle(`${config.productName} · Terms of Service`);
  const { hash } = useLocation();
  const text = useMemo(() => termsOfService({ contactEmail: config.contactEmail, supportEmail: config.supportEmail }), []);
  return <LegalDocument text={text} basePath={paths.terms} sectionId={hash.slice(1) || undefined} />;
}
