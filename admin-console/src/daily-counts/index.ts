import ChartIcon from '@mui/icons-material/BarChart';
import { DailyCountsList } from './DailyCountsList';

// Spread into <Resource name="daily-counts" {...dailyCounts} />: read only, from the daily-counts projection.
export default { list: DailyCountsList, icon: ChartIcon };
