import SyncIcon from '@mui/icons-material/Sync';
import { ProjectionsList } from './ProjectionsList';

// Spread into <Resource name="projections" {...projections} />: the projections monitor (read, and rebuild for administrators).
export default { list: ProjectionsList, icon: SyncIcon };
