import { useLocation } from 'react-router-dom';
import { NotFound } from '../components/ui/not-found';
import { useHostMode } from '../lib/host-mode';
import { infoTopics } from '../lib/paths';
import { InfoSite } from './lazy-pages';

/** Any other address: the 404 page, except the about host's short info addresses (/{id}). */
export function CatchAll() {
  const mode = useHostMode();
  const segment = useLocation().pathname.replace(/^\/|\/$/g, '');
  if (mode === 'about' && infoTopics.some((topic) => topic.id === segment)) return <InfoSite topicId={segment} />;
  return <NotFound />;
}
