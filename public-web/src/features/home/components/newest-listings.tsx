import { useEffect, useState, type ReactNode } from 'react';
import type { PageRequest } from '@fie/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/language';
import { useLastPlace } from '../../../lib/last-place';
import { usePageResult, type PageResult } from '../../../lib/page-data';
import type { Property } from '../../../lib/property';
import { CITIES, cityRequests, fetchNewest, nearRequest, readNewest, type Newest } from '../api/newest';

type Section = Newest & { near: boolean };

/**
 * The home page's listings (issue 32): the newest near the place this device last searched (the nearest ones when
 * nothing is there yet, with how far), or the newest in Accra and in Kumasi. The server draws them with the page
 * when it knows the device's place (its cookie); a page the browser draws alone asks for them itself.
 */
export function NewestListings({ renderListings }: { renderListings: (properties: Property[], label?: string) => ReactNode }) {
  const t = useT();
  const place = useLastPlace();
  const near = usePageResult(place ? nearRequest(place) : null, (body) => readNewest(body, place ?? ''));
  const [accra, kumasi] = cityRequests();
  const inAccra = usePageResult(accra!, (body) => readNewest(body, CITIES[0]));
  const inKumasi = usePageResult(kumasi!, (body) => readNewest(body, CITIES[1]));
  const [sections, setSections] = useState<Section[] | null>(() => fromAnswers(place, near, [inAccra, inKumasi]));

  useEffect(() => {
    if (sections) return;
    const controller = new AbortController();
    load(place, controller.signal).then(
      (loaded) => !controller.signal.aborted && setSections(loaded),
      () => !controller.signal.aborted && setSections([]),
    );
    return () => controller.abort();
  }, [place, sections]);

  const shown = (sections ?? []).filter((section) => section.properties.length);
  if (sections && !shown.length) return null;
  return (
    // While a page the browser drew alone waits for them, their place is held, so nothing below jumps.
    <Box component="section" aria-label={t('home.newest.label', 'Newest listings')} sx={{ display: 'grid', gap: 3, mb: { xs: 4, md: 6 }, minHeight: sections ? undefined : 360 }}>
      {shown.map((section) => (
        <Box key={section.place}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: section.withinKm ? 0.5 : 1.5 }}>
            {headingOf(t, section)}
          </Typography>
          {section.withinKm ? (
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('home.newest.within', 'Nothing in {place} yet: these are within {km} km.', { place: section.place, km: section.withinKm })}
            </Typography>
          ) : null}
          {renderListings(section.properties, headingOf(t, section))}
        </Box>
      ))}
    </Box>
  );
}

const headingOf = (t: ReturnType<typeof useT>, section: Section) =>
  section.near ? t('home.newest.near', 'Newest near {place}', { place: section.place }) : t('home.newest.in', 'Newest in {place}', { place: section.place });

/** The sections the server's answers give, or null when the browser must ask (a page it draws alone). */
function fromAnswers(place: string | undefined, near: PageResult<Newest> | undefined, cities: (PageResult<Newest> | undefined)[]): Section[] | null {
  const nearSection = near?.ok && near.data.properties.length ? [{ ...near.data, near: true }] : null;
  if (nearSection) return nearSection;
  if (place && !near) return null;
  if (cities.some((city) => !city)) return null;
  return cities.flatMap((city) => (city?.ok ? [{ ...city.data, near: false }] : []));
}

async function load(place: string | undefined, signal: AbortSignal): Promise<Section[]> {
  const read = async (request: PageRequest, asked: string) => readNewest(await fetchNewest(request, signal), asked);
  if (place) {
    const near = await read(nearRequest(place), place).catch(() => undefined);
    if (near?.properties.length) return [{ ...near, near: true }];
  }
  const cities = await Promise.all(cityRequests().map((request, i) => read(request, CITIES[i]!).catch(() => undefined)));
  return cities.flatMap((city) => (city ? [{ ...city, near: false }] : []));
}
