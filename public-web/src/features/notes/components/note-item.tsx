import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { Note } from '../api/notes';
import { NoteForm } from './note-form';

// Accra keeps GMT all year; naming the zone shows the same time on a phone set to another one.
const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Accra' });

/** '21 Nov 2026, 10:00', or nothing for a date the server did not give. */
export function noteDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** One note: its text as written (never HTML), when it was written (and edited), and edit and delete. */
export function NoteItem({ note, onSave, onDelete }: { note: Note; onSave: (text: string) => Promise<void>; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const written = noteDate(note.createdAt);
  const edited = note.updatedAt && note.updatedAt !== note.createdAt ? noteDate(note.updatedAt) : '';

  if (editing) {
    return (
      <Box component="li" sx={{ py: 1.5 }}>
        <NoteForm
          id={`note-edit-${note.id}`}
          label="Edit note"
          initial={note.text}
          submitLabel="Save"
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
    <Box component="li" aria-label={written ? `Note of ${written}` : 'Note'} sx={{ py: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {written ? <time dateTime={note.createdAt}>{written}</time> : null}
          {edited ? ` · edited ${edited}` : null}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <IconButton size="small" onClick={() => setEditing(true)}>
          <EditOutlined fontSize="small" aria-hidden />
          <span style={visuallyHidden}>Edit note</span>
        </IconButton>
        <IconButton size="small" onClick={onDelete}>
          <DeleteOutline fontSize="small" aria-hidden />
          <span style={visuallyHidden}>Delete note</span>
        </IconButton>
      </Stack>
    </Box>
  );
}
