import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export type EngagementTopic = 'viewing';

/**
 * What each entry point will do, said plainly. Viewings arrive with the engagement work; until then the
 * button explains it instead of pretending to send anything.
 */
export const engagementCopy: Record<EngagementTopic, { title: string; what: string; until: (lister: string) => string }> = {
  viewing: {
    title: 'Arrange a viewing',
    what: 'You will pick a date and time and send a viewing request. The lister confirms or suggests another time, and the viewing appears in both of your dashboard calendars.',
    until: () => 'Booking viewings is arriving soon. Nothing has been sent.',
  },
};

export function EngagementDialog({ topic, lister, onClose }: { topic: EngagementTopic | null; lister: string; onClose: () => void }) {
  const copy = topic ? engagementCopy[topic] : null;
  return (
    <Dialog open={Boolean(copy)} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="engagement-title">
      {copy ? (
        <>
          <DialogTitle id="engagement-title">{copy.title}</DialogTitle>
          <DialogContent>
            <Typography gutterBottom>{copy.what}</Typography>
            <Typography color="text.secondary">{copy.until(lister)}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              OK
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
