import IconButton from '@mui/material/IconButton';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useFlash } from '../../../components/ui/flash-message';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useT } from '../../../lib/i18n/language';
import { setSaved, useSavedIds } from '../saved-store';

export type SaveButtonProps = {
  propertyId: string;
  /** How the button names the property for screen readers: 'Save House in East Legon'. */
  name: string;
  signedIn: boolean;
  /** Opens the sign-in dialog; `then` runs once the person is signed in. */
  onSignIn: (then?: () => void) => void;
  /** 'overlay' sits on a card's photo; 'plain' beside a heading. */
  variant?: 'overlay' | 'plain';
};

/**
 * The heart: saves a property to the person's Saved tab, or takes it off. It fills at once and empties
 * again, with a flash saying why, if the server refuses. A visitor is asked to sign in first, and the
 * property is saved as soon as they are.
 */
export function SaveButton({ propertyId, name, signedIn, onSignIn, variant = 'overlay' }: SaveButtonProps) {
  // Drawn on public pages (cards, the property page): its words are the site's (the search area), never the app's.
  const t = useT();
  const { flash } = useFlash();
  const saved = useSavedIds().has(propertyId);

  const change = (next: boolean) =>
    setSaved(propertyId, next).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : t('search.save.went-wrong', 'Something went wrong');
      flash('error', next ? t('search.save.not-saved', 'Not saved: {reason}', { reason }) : t('search.save.not-removed', 'Not removed from saved: {reason}', { reason }));
    });

  const press = () => {
    if (!signedIn) onSignIn(() => void change(true));
    else void change(!saved);
  };

  return (
    <IconButton
      onClick={press}
      aria-pressed={saved}
      size={variant === 'overlay' ? 'small' : 'medium'}
      sx={
        variant === 'overlay'
          ? { bgcolor: 'rgba(255,255,255,0.92)', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' }, color: saved ? 'error.main' : 'text.primary' }
          : { color: saved ? 'error.main' : 'text.secondary' }
      }
    >
      {saved ? <Favorite fontSize="small" aria-hidden /> : <FavoriteBorder fontSize="small" aria-hidden />}
      <span style={visuallyHidden}>{t('search.save.label', 'Save {name}', { name })}</span>
    </IconButton>
  );
}
