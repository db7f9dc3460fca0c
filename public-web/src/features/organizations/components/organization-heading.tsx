import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import type { OrganizationProfile } from '../api/organization';
import { useT } from '../../../lib/i18n/language';
import { NoShowFacts } from '../../../components/ui/no-show-facts';

/** "Acme Homes Ltd" → "AH": what the avatar shows when the organization has no logo (or it cannot load). */
export function initialsOf(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function OrganizationHeading({ organization, caption }: { organization: OrganizationProfile; caption?: string }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, minWidth: 0 }}>
      <Avatar
        src={organization.image}
        alt=""
        sx={{ width: { xs: 48, sm: 64 }, height: { xs: 48, sm: 64 }, bgcolor: 'primary.main', fontWeight: 700 }}
      >
        {initialsOf(organization.name)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {organization.name}
        </Typography>
        {organization.verified ? <VerifiedBadge label={t('org-page.verified', 'Verified organization')} /> : null}
        {organization.reputation ? (
          <Typography variant="body2" data-testid="organization-reputation">
            {[
              organization.reputation.count > 0 && organization.reputation.average !== null
                ? t('org-page.rating', '★ {average} from {count, plural, one {# review} other {# reviews}}', { average: organization.reputation.average.toFixed(1), count: organization.reputation.count })
                : null,
              organization.reputation.completedDealings > 0
                ? t('org-page.completed-dealings', '{count, plural, one {# deal completed through Fie} other {# deals completed through Fie}}', { count: organization.reputation.completedDealings })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ) : null}
        {organization.reputation ? <NoShowFacts count={organization.reputation.noShows} recent={organization.reputation.noShowsRecent} testId="organization-no-shows" /> : null}
        {caption ? (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        ) : null}
      </div>
    </Stack>
  );
}
