import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX, messageText } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SendRounded from '@mui/icons-material/SendRounded';
import { ApiError } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';

/** The counter appears this close to the limit, so a long message never stops without warning. */
export const COUNTER_FROM = MESSAGE_MAX - 400;

/**
 * Whether the person types on a physical keyboard: a mouse or trackpad points (`pointer: fine`), or the browser does
 * not say it is a touch screen. There Enter sends and Shift+Enter starts a line, and the hint says so; on a phone's
 * on-screen keyboard (`pointer: coarse`, or no pointer at all) Enter starts a line, as in its other apps, the Send
 * button sends, and nothing talks about a Shift key it does not have. A browser that cannot tell (no matchMedia, the
 * tests' jsdom) keeps the keyboard's ways, as before.
 */
export function hasKeyboard(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  if (window.matchMedia('(pointer: fine)').matches) return true;
  return !window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(pointer: none)').matches;
}

type Notice = { severity: 'error' | 'warning'; text: string };

/**
 * The box under a conversation: 1 to 4,000 characters (the shared rule, so the words match the server's); with a
 * keyboard, Enter sends and Shift+Enter starts a new line. What the server refuses is said where it belongs: a
 * field error under the box, a block (403) or too many messages (429) above it, and the text stays.
 */
export function Composer({ id, onSend, disabled = false }: { id: string; onSend: (text: string) => Promise<void>; disabled?: boolean }) {
  const t = useT();
  const say = useSay();
  const [keyboard] = useState(hasKeyboard);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | undefined>();

  async function submit() {
    if (sending || disabled) return;
    const checked = messageText.safeParse(text);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setSending(true);
    setFieldError(undefined);
    setNotice(undefined);
    try {
      await onSend(checked.data);
      setText('');
    } catch (error) {
      if (error instanceof ApiError && error.errors.message) setFieldError(error.errors.message);
      else if (error instanceof ApiError && error.status === 429) setNotice({ severity: 'warning', text: error.message });
      else setNotice({ severity: 'error', text: error instanceof Error ? error.message : t('ui.went-wrong', 'Something went wrong') });
    } finally {
      setSending(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!keyboard || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const near = text.length >= COUNTER_FROM;
  const helper = fieldError
    ? say(fieldError)
    : near
      ? t('conversations.composer.count', '{count, number} / {max, number} characters', { count: text.length, max: MESSAGE_MAX })
      : keyboard
        ? t('conversations.composer.keys', 'Enter sends, Shift+Enter starts a new line')
        : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      {notice ? (
        <Alert severity={notice.severity} role="alert" sx={{ mb: 1 }} onClose={() => setNotice(undefined)}>
          {say(notice.text)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={id}
          label={t('conversations.composer.label', 'Message')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          size="small"
          disabled={disabled}
          error={Boolean(fieldError) || text.length > MESSAGE_MAX}
          helperText={helper}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={sending || disabled}
          endIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendRounded aria-hidden />}
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {sending ? t('conversations.composer.sending', 'Sending') : t('conversations.composer.send', 'Send')}
        </Button>
      </Box>
    </Box>
  );
}
