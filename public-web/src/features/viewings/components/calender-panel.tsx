import { useEffect, useState } from 'react';
import { nightsBetween } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { fetchStays, type Stay } from '../api/stays';
import { fetchViewings, type Viewing } from '../api/viewings';
import { accraToday, addMonths, monthLabel, monthOf, monthWeeks, timeOf } from '../dates';
import { FeedLink } from './feed-link';
import { MonthGrid, type CalendarEntry } from './month-grid';
import { StayList, type RenderStayPay } from './stay-list';
import { ViewingDialog, type RenderViewingFee } from './viewing-dialog';
import { ViewingHoursDialog } from './viewing-hours-dialog';

/** A failed load keeps the server's words, said in the page's language when shown ('' when it had none). */
type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; viewings: Viewing[]; stays: Stay[] };

const CALENDAR_NEWS = ['viewing', 'stay'];

const toneOf = (v: Viewing): CalendarEntry['tone'] => (v.status === 'confirmed' ? 'confirmed' : v.status === 'pending' || v.status === 'proposed' ? 'open' : 'closed');

/**
 * The dashboard's Calender tab (spec: a month calendar listing viewings per date as 'Viewing for {seeker first
 * name} {seeker last name}'): the viewings of the listings the person answers for, with confirm, decline and
 * propose another time on each, and the viewings they asked for, which they can cancel; booked short stays on
 * their nights, stay requests to answer, and the secret link that puts it all in their phone's calendar.
 * Those who list (`lists`: a person, or an organization from its own login) also set each listing's weekly viewing hours here.
 */
export function CalenderPanel({ lists, renderPay, renderFee }: { lists?: 'person' | 'organization'; renderPay?: RenderStayPay; renderFee?: RenderViewingFee }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const { flash } = useFlash();
  const today = accraToday();
  const [month, setMonth] = useState(() => monthOf(today));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The viewing shown, by id: drawn from the latest load, so an answer pushed while it is open shows in it too.
  const [openId, setOpen] = useState<string | null>(null);
  const [hoursOpen, setHoursOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const weeks = monthWeeks(month);
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    Promise.all([fetchViewings({ from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! }, { signal: controller.signal }), fetchStays({ signal: controller.signal })]).then(
      ([viewings, stays]) => !controller.signal.aborted && setLoad({ status: 'ready', viewings, stays }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => controller.abort();
  }, [month, attempt]);

  // The other side asked, confirmed, proposed another time or cancelled (a viewing or a stay): asked again, kept on screen meanwhile.
  useLiveRefresh(CALENDAR_NEWS, () => setAttempt((n) => n + 1));

  // Each answer's news, already in the page's language (the part that sent it says it).
  const done = (message: string) => {
    flash('success', message);
    setOpen(null);
    setAttempt((n) => n + 1);
  };

  const entries: CalendarEntry[] = [];
  if (load.status === 'ready') {
    for (const v of load.viewings) {
      const label =
        v.role === 'lister'
          ? t('viewings.calendar.for', 'Viewing for {name}', { name: `${v.seeker.first_name} ${v.seeker.last_name}`.trim() })
          : t('viewings.calendar.mine', 'Viewing: {title}', { title: v.property.title });
      entries.push({ key: `v-${v._id}`, date: v.date.slice(0, 10), time: timeOf(v.date), label, tone: toneOf(v), onOpen: () => setOpen(v._id) });
    }
    for (const s of load.stays.filter((stay) => stay.status === 'accepted')) {
      const label =
        s.role === 'lister'
          ? t('viewings.calendar.stay', 'Stay: {name}', { name: `${s.seeker.first_name} ${s.seeker.last_name}`.trim() })
          : t('viewings.calendar.my-stay', 'Your stay: {title}', { title: s.property.title });
      for (const night of nightsBetween(s.start, s.end)) entries.push({ key: `s-${s._id}-${night}`, date: night, label, tone: 'stay', onOpen: () => document.getElementById('stays-heading')?.scrollIntoView({ behavior: 'smooth' }) });
    }
  }
  const open = load.status === 'ready' ? (load.viewings.find((v) => v._id === openId) ?? null) : null;
  const inMonth = entries.filter((e) => monthOf(e.date) === month);
  const waiting = load.status === 'ready' ? load.viewings.filter((v) => v.actions.includes('confirm') || v.actions.includes('accept')).length : 0;

  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1, gap: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <IconButton aria-label={t('viewings.calendar.previous', 'Previous month')} onClick={() => setMonth((m) => addMonths(m, -1))}>
              <ChevronLeft />
            </IconButton>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, minWidth: 170, textAlign: 'center' }} aria-live="polite">
              {monthLabel(language, month)}
            </Typography>
            <IconButton aria-label={t('viewings.calendar.next', 'Next month')} onClick={() => setMonth((m) => addMonths(m, 1))}>
              <ChevronRight />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1}>
            {month !== monthOf(today) ? <Button onClick={() => setMonth(monthOf(today))}>{t('viewings.calendar.today', 'Today')}</Button> : null}
            {lists ? (
              <Button variant="outlined" onClick={() => setHoursOpen(true)} aria-haspopup="dialog">
                {t('viewings.hours.title', 'Viewing hours')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
        {load.status === 'loading' ? <LinearProgress aria-label={t('viewings.calendar.loading', 'Loading your calendar')} /> : null}
        {load.status === 'failed' ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormBanner severity="error" title={t('viewings.calendar.failed', 'We could not load your calendar')} message={say(load.message) || undefined} />
            <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
              {t('viewings.retry', 'Retry')}
            </Button>
          </Stack>
        ) : null}
        {load.status === 'ready' ? (
          <>
            {waiting ? (
              <Typography sx={{ mb: 1 }} role="status">
                {t('viewings.calendar.waiting', '{count, plural, one {# viewing} other {# viewings}} waiting for your answer.', { count: waiting })}
              </Typography>
            ) : null}
            {inMonth.length ? null : (
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('viewings.calendar.empty', 'Nothing booked in {month}. Viewings you ask for with Arrange Viewing on a property, and those of your listings, show here.', { month: monthLabel(language, month) })}
              </Typography>
            )}
            <MonthGrid month={month} today={today} entries={entries} />
          </>
        ) : null}
      </Box>
      {load.status === 'ready' ? (
        <>
          <Divider />
          <StayList stays={load.stays} onDone={done} renderPay={renderPay} />
        </>
      ) : null}
      <Divider />
      <FeedLink />
      {open ? <ViewingDialog viewing={open} onClose={() => setOpen(null)} onDone={done} renderFee={renderFee} /> : null}
      {hoursOpen ? (
        <ViewingHoursDialog
          as={lists ?? 'person'}
          onClose={() => setHoursOpen(false)}
          onSaved={(message) => {
            flash('success', message);
            setHoursOpen(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
