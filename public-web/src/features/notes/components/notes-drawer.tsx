import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFlash } from '../../../components/ui/flash-message';
import { useReload } from '../../../lib/use-reload';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { createNote, deleteNote, fetchNotes, updateNote, type Note } from '../api/notes';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';
import { RetryAlert } from '../../../components/ui/load-state';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';

/** The drawer's width on a wide screen; phones get a sheet from the bottom instead. */
export const NOTES_DRAWER_WIDTH = 420;
const PHONE = '(max-width:599.95px)';

export type NotesDrawerProps = {
  open: boolean;
  onClose: () => void;
  propertyId: string;
  /** The listing's heading, so the drawer says which property the notes are about. */
  propertyTitle: string;
};

/**
 * The Notes drawer of the property page (spec §2): the signed-in person's own notes on this property,
 * newest first, with an add box, edit and delete. Notes are private to their author: the server answers
 * only the caller's own, so nobody else's could ever show here.
 */
export function NotesDrawer({ open, onClose, propertyId, propertyTitle }: NotesDrawerProps) {
  // Opened from the public property page: its words (the app part) arrive before it shows.
  useAppWords();
  const t = useT();
  const say = useSay();
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const { flash } = useFlash();
  const [notes, setNotes] = useState<Note[]>([]);
  const [deleting, setDeleting] = useState<{ note: Note; busy: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Read again each time it opens: notes written on another phone show too.
  const readNotes = useCallback((signal: AbortSignal) => fetchNotes(propertyId, { signal }), [propertyId]);
  const { load, reload } = useReload(readNotes, setNotes, open);

  async function add(text: string) {
    const answer = await createNote(propertyId, text);
    setNotes((current) => [answer.note, ...current.filter((note) => note.id !== answer.note.id)]);
    flash('success', answer.message);
  }

  async function save(id: string, text: string) {
    const answer = await updateNote(id, text);
    setNotes((current) => current.map((note) => (note.id === id ? answer.note : note)));
    flash('success', answer.message);
  }

  async function remove(note: Note) {
    setDeleting({ note, busy: true });
    setProblem(null);
    try {
      const message = await deleteNote(note.id);
      setNotes((current) => current.filter((item) => item.id !== note.id));
      flash('success', message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('notes.delete-failed', 'Could not delete the note'));
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': 'notes-drawer-title',
          sx: phone ? { maxHeight: '88dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } : { width: NOTES_DRAWER_WIDTH, maxWidth: '100%' },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="notes-drawer-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('notes.title', 'Your notes')}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={propertyTitle}>
            {propertyTitle}
          </Typography>
        </Box>
        <IconButton onClick={onClose} edge="end">
          <Close aria-hidden />
          <span style={visuallyHidden}>{t('notes.close', 'Close notes')}</span>
        </IconButton>
      </Box>

      <Box sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.75, alignItems: 'center', mb: 1.5 }}>
          <LockOutlined fontSize="inherit" aria-hidden />
          {t('notes.private', "Private: not the owner, not other seekers, not Fie's staff.")}
        </Typography>
        <NoteForm id="note-new" label={t('notes.new', 'New note')} submitLabel={t('notes.add', 'Add note')} onSubmit={add} />
      </Box>
      <Divider />

      <Box sx={{ px: 2, pb: 2, position: 'relative', minHeight: 80 }} aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? <LinearProgress aria-label={t('notes.loading', 'Loading your notes')} sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} /> : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setProblem(null)}>
            {say(problem)}
          </Alert>
        ) : null}
        {load.status === 'failed' ? (
          <RetryAlert onRetry={reload} sx={{ mt: 2 }}>{t('notes.load-failed', 'We could not load your notes. {reason}', { reason: say(load.message) })}</RetryAlert>
        ) : null}
        {load.status === 'ready' && notes.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('notes.only-you', 'Only you can read your notes.')}
          </Typography>
        ) : null}
        {notes.length > 0 && load.status !== 'failed' ? (
          <Box component="ul" aria-label={t('notes.list', 'Your notes on this property')} sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} onSave={(text) => save(note.id, text)} onDelete={() => setDeleting({ note, busy: false })} />
            ))}
          </Box>
        ) : null}
      </Box>

      {deleting ? (
        <ConfirmDialog
          title={t('notes.delete-title', 'Delete this note?')}
          text={t('notes.delete-text', 'It leaves your notes on this property, on every device you sign in on.')}
          confirmLabel={t('notes.delete-confirm', 'Delete')}
          busy={deleting.busy}
          onConfirm={() => void remove(deleting.note)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Drawer>
  );
}
