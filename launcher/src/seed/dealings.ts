import { placeNamed } from './rents';
import type { Api, CreatedListing, Person } from './api';

/**
 * A handful of dealings in progress between the demo's seekers and listers, so that the dashboards a newcomer
 * opens show something real: conversations (one waiting for an answer), viewings asked for, confirmed and moved,
 * an offer countered by its lister and one waiting for an answer, saved listings, and a request already matched.
 * Each step is the API call a person's click makes. Dealings need listings of a kind; a small seed that lacks
 * one leaves that dealing out.
 */
export async function dealings(call: Api, listings: CreatedListing[], seekers: Person[]) {
  const done: { conversations: number; viewings: number; offers: number; saves: number; requests: number; lister?: string } = { conversations: 0, viewings: 0, offers: 0, saves: 0, requests: 0 };
  const [adwoa, kwesi, dzifa, nii, abdul, afua] = seekers;
  // People's own listings first: their listers answer for themselves, as most landlords on Fie do.
  const find = (ok: (l: CreatedListing) => boolean) => listings.find((l) => l.lister.id === l.listerId && ok(l)) ?? listings.find(ok);
  const monthlyRent = (type: string) => (l: CreatedListing) => l.body.type === type && l.body.acquisition === 'rent' && l.body.payment_plan === 'MONTHLY';
  const chamberAndHall = find(monthlyRent('chamber_and_hall'));
  const flat = find(monthlyRent('apartment'));
  const selfContained = find(monthlyRent('self_contained'));
  const houseForSale = find((l) => l.body.type === 'house' && l.body.acquisition === 'buy');
  const singleRoom = find((l) => l.body.type === 'single_room');

  const town = (l: CreatedListing) => l.body.location_details.town as string;
  const talk = async (l: CreatedListing, seeker: Person, lines: string[]) => {
    for (const [i, message] of lines.entries()) {
      if (i % 2 === 0) await call('POST', '/api/messages/send-message', { to: l.listerId, message, property_id: l.id }, seeker.token);
      else await call('POST', '/api/messages/send-message', { to: seeker.id, message, property_id: l.id, ...(l.lister.id === l.listerId ? {} : { as: l.listerId }) }, l.lister.token);
    }
    done.conversations++;
  };
  // Viewings are half-hour slots in the lister's hours (08:00–18:00 Accra, which is UTC, until they set theirs).
  const at = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`;
  const view = async (l: CreatedListing, seeker: Person, date: string) => {
    done.viewings++;
    return (await call('POST', '/api/properties/book-viewing', { owner_id: l.listerId, property_id: l.id, date }, seeker.token)).viewing.id as string;
  };
  const offer = async (l: CreatedListing, seeker: Person, share: number, message: string) => {
    const step = l.body.acquisition === 'buy' ? 1000 : 10;
    const amount = Math.round((l.body.price * share) / step) * step;
    done.offers++;
    return (await call('POST', `/api/properties/${l.id}/offers`, { amount, currency: l.body.currency, message, ...(l.body.acquisition === 'rent' ? { advance_months: 6 } : {}) }, seeker.token)).result.id as string;
  };
  const save = async (l: CreatedListing | undefined, seeker: Person | undefined) => {
    if (!l || !seeker) return;
    await call('POST', `/api/properties/${l.id}/save`, undefined, seeker.token);
    done.saves++;
  };

  if (chamberAndHall && adwoa) {
    done.lister = chamberAndHall.lister.email;
    await talk(chamberAndHall, adwoa, [
      `Good morning. Please, is the chamber and hall at ${town(chamberAndHall)} still available? I work nearby and want to move in by the end of the month.`,
      `Good morning, ${adwoa.firstName}. Yes, it is still available. You can come and see it this week.`,
      'Thank you. I have asked for a viewing on Fie. Is the rent negotiable?',
    ]);
    await view(chamberAndHall, adwoa, at(3, '10:00'));
    const offered = await offer(chamberAndHall, adwoa, 0.9, 'I can pay six months in advance, as the Rent Act says.');
    // The end of the month Adwoa spoke of: the lister names it as the move-in day.
    const now = new Date();
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    await call(
      'POST',
      `/api/offers/${offered}/counter`,
      { amount: Math.round((chamberAndHall.body.price * 0.95) / 10) * 10, currency: chamberAndHall.body.currency, advance_months: 6, move_in_date: monthEnd, message: 'Meet me halfway and the room is yours.' },
      chamberAndHall.lister.token,
    );
  }
  if (flat && kwesi) {
    await talk(flat, kwesi, [
      `Hello, I saw your ${flat.body.bedrooms}-bedroom apartment in ${town(flat)}. Is there parking, and how is the water supply?`,
      `Hi ${kwesi.firstName}. There is parking for one car, and water flows every day; there is a polytank too.`,
    ]);
    const viewing = await view(flat, kwesi, at(4, '15:30'));
    await call('POST', `/api/viewings/${viewing}/confirm`, {}, flat.lister.token);
  }
  if (selfContained && dzifa) {
    const viewing = await view(selfContained, dzifa, at(2, '09:00'));
    await call('POST', `/api/viewings/${viewing}/propose`, { date: at(5, '16:00') }, selfContained.lister.token);
    await save(selfContained, dzifa);
  }
  if (houseForSale && nii) {
    await offer(houseForSale, nii, 0.92, 'We can pay in two instalments, the first on signing.');
    await save(houseForSale, nii);
  }
  if (houseForSale && afua) {
    await talk(houseForSale, afua, [`Good afternoon. Does the house at ${town(houseForSale)} have a registered title (a land certificate)?`]);
  }
  await save(singleRoom, adwoa);
  await save(flat, afua);

  // A request for a home like one already listed, where it is: it is matched as it is posted.
  const wanted = selfContained ?? chamberAndHall;
  const place = wanted && placeNamed(town(wanted), wanted.body.location_details.region);
  if (wanted && place && abdul) {
    const month = wanted.body.currency === 'USD' ? wanted.body.price * 15 : wanted.body.price;
    await call('POST', '/api/requests/create-request', {
      category: 'residential', acquisition: 'rent', type: wanted.body.type, bedrooms: wanted.body.bedrooms, matchType: 'similar',
      min_price: Math.floor((month * 0.8) / 10) * 10, max_price: Math.ceil((month * 1.2) / 10) * 10, location_details: { place_id: place.id },
      additional_info: 'For me and my younger brother; close to a trotro station, please.',
    }, abdul.token);
    done.requests++;
  }
  return done;
}
