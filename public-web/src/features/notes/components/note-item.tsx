import { useState } from 'react';
import { formatDateTime, type Language } from '@fie/domain';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { Note } from '../api/notes';
import { NoteForm } from './note-form';
import { useLanguage } from '../../../lib/i18n/language';

/**
 * '21 Nov 2026, 10:00' in the page's language, or nothing for a date the server did not give. Accra's clock
 * (formatDateTime's), so a phone set to another zone shows the same time.
 */
export function noteDate(iso: string, language: Language): string {
  return formatDateTime(language, iso);
}

/** One note: its text as written (never HTML), when it was written (and edited), and edit and delete. */
export function NoteItem({ note, onSave, onDelete }: { note: Note; onSave: (text: string) => Promise<void>; onDelete: () => void }) {
  const { t, language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const written = noteDate(note.createdAt, language);
  const edited = note.updatedAt && note.updatedAt !== note.createdAt ? noteDate(note.updatedAt, language) : '';

  if (editing) {
    return (
      <Box component="li" sx={{ py: 1.5 }}>
        <NoteForm
          id={`note-edit-${note.id}`}
          label={t('notes.edit', 'Edit note')}
          initial={note.text}
          submitLabel={t('notes.save', 'Save')}
          autoFocus
          onSubmit={async (text) => {
            await onSave(text);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </Box>
    );
  }

  return (
    <Box component="li" aria-label={written ? t('notes.note-of', 'Note of {date}', { date: written }) : t('notes.note', 'Note')} sx={{ py: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {written ? <time dateTime={note.createdAt}>{written}</time> : null}
          {edited ? t('notes.edited', ' · edited {date}', { date: edited }) : null}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <IconButton size="small" onClick={() => setEditing(true)}>
          <EditOutlined fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{t('notes.edit', 'Edit note')}</span>
        </IconButton>
        <IconButton size="small" onClick={onDelete}>
          <DeleteOutline fontSize="small" aria-hidden />
          <span style={visuallyHidden}>{t('notes.delete', 'Delete note')}</span>
        </IconButton>
      </Stack>
    </Box>
  );
}
