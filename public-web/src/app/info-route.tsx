import { useParams } from 'react-router-dom';
import { InfoSite } from './lazy-pages';

/** /fie_info/:id */
export function InfoRoute() {
  return <InfoSite topicId={useParams().id} />;
}
