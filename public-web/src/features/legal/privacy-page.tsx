import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { config } from '../../config';
import { NotFound } from '../../components/ui/not-found';
import { usePageHead } from '../../lib/page-head';
import { paths } from '../../lib/paths';
import { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-content';

/** /privacy-policy and /privacy-policy/:id, which smooth-scrolls to the section named by id. */
export function PrivacyPage() {
  const { id } = useParams();
  const { hash } = useLocation();
  const text = useMemo(() => privacyPolicy({ contactEmail: config.contactEmail }), []);
  // A section's address is the same page scrolled: /privacy-policy is its one canonical address.
  const known = !id || text.sections.some((section) => section.id === id || section.subsections?.some((sub) => sub.id === id));
  usePageHead({ title: `${config.productName} · Privacy Policy`, ...(known ? { canonical: paths.privacy } : {}) });
  // /privacy-policy/{a section it does not have} names nothing: the helpful 404.
  if (!known) return <NotFound />;
  return <LegalDocument text={text} basePath={paths.privacy} sectionId={id ?? (hash.slice(1) || undefined)} />;
}
