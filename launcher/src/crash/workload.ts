import { join } from 'node:path';
import sharp from 'sharp';
import { latestMessageTo } from '@fie/stores';

/** A command the marketplace answered with success: it must be in the log after any crash. */
export type Acknowledged = {
  kind: string;
  /** The position it wrote (X-Fie-Position). */
  position: number;
  /** The stream of the event at that position: exact, or a prefix ending in '-'. */
  stream: string;
};

export type Answer = { status: number; body: any; position?: number };

/** HTTP calls to one running marketplace. A crash mid-call rejects (the outcome is then unknown, and not counted). */
export function clientOf(url: string) {
  return async function call(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
    const form = body instanceof FormData;
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    const position = res.headers.get('x-fie-position');
    return { status: res.status, body: parsed, position: position === null ? undefined : Number(position) };
  };
}
export type Call = ReturnType<typeof clientOf>;

type Person = { id: string; email: string; token: string };
/** Who the burst acts as: people and a listing made before the first crash, kept across restarts (tokens survive). */
export type Cast = { owner: Person; seekers: Person[]; listingId: string };

const password = 'Akwaaba#2026';
const person = (email: string, firstName: string) => ({ firstName, lastName: 'Mensah', email, phoneNumber: '0244123456', password, confirmPassword: password, acknowledge: true, user_type: 'seeker' });

async function signUpAndConfirm(call: Call, dataDir: string, email: string, firstName: string): Promise<Person> {
  const up = await call('POST', '/api/auth/signup', person(email, firstName));
  if (up.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email))?.text ?? '')?.[1];
  await call('POST', '/api/auth/confirm', { email, code });
  const login = await call('POST', '/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  return { id: login.body.user.id, email, token: login.body.token };
}

let photo: Buffer | undefined;
async function photos(n: number): Promise<FormData> {
  photo ??= await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2e8b57' } }).jpeg().toBuffer();
  const form = new FormData();
  for (let i = 0; i < n; i++) form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`);
  return form;
}

const house = (images: string[], title: string) => ({
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHS', title, bedrooms: 3, bathrooms: 2,
  description: 'Three-bedroom house with a boys quarters, near the Labadi beach', images,
  utilities: { water: 'gwcl', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1446, 5.5606] },
  location_details: { town: 'Labadi', city: 'Accra', region: 'greater_accra' },
});

/** An owner with a house to rent and a few seekers, through the API as people make them. */
export async function makeCast(call: Call, dataDir: string, seekers = 6): Promise<Cast> {
  const owner = await signUpAndConfirm(call, dataDir, 'kwame.crash@example.com', 'Kwame');
  await call('POST', '/api/auth/existing-user-owner-registration', { email: owner.email }, owner.token);
  const listed = await listHouse(call, owner.token, 'A house in Labadi');
  if (!listed) throw new Error('listing the first house failed');
  const people: Person[] = [];
  for (let i = 0; i < seekers; i++) people.push(await signUpAndConfirm(call, dataDir, `seeker${i}.crash@example.com`, `Efua${String.fromCharCode(97 + i)}`));
  return { owner, seekers: people, listingId: listed.id };
}

async function listHouse(call: Call, token: string, title: string): Promise<{ id: string; position: number } | undefined> {
  const uploaded = await call('POST', '/api/properties/image-upload', await photos(3), token);
  if (uploaded.status !== 201) return undefined;
  const created = await call('POST', '/api/properties/create-residential', house(uploaded.body.filelocation.map((f: { name: string }) => f.name), title), token);
  return created.status === 201 ? { id: created.body.property.id, position: created.position! } : undefined;
}

/**
 * One command of the mix, chosen by `random`; answers what it must have written if it succeeded. Sign-ups,
 * contact messages, messages between people, notes, saves, profile changes, viewings and new listings (with
 * photos, into the search index) touch most projections.
 */
export async function oneCommand(call: Call, cast: Cast, random: () => number, n: number): Promise<Acknowledged | undefined> {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const seeker = pick(cast.seekers);
  const roll = random();
  const ok = (answer: Answer, kind: string, stream: string) =>
    answer.status >= 200 && answer.status < 300 && answer.position !== undefined ? { kind, position: answer.position, stream } : undefined;

  if (roll < 0.15) {
    const a = await call('POST', '/api/auth/signup', person(`burst${n}.${Math.floor(random() * 1e9)}@example.com`, 'Kojo'));
    return ok(a, 'sign-up', `user-${a.body?.userId}`);
  }
  if (roll < 0.3) {
    const a = await call('POST', '/api/contact', { name: 'Kojo Antwi', email: 'kojo@example.com', subject: `Question ${n}`, message: 'Can I list a shop in Kumasi Central Market?' });
    return ok(a, 'contact message', `contact-${a.body?.id}`);
  }
  if (roll < 0.5) {
    const to = pick(cast.seekers.filter((s) => s !== seeker).concat(cast.owner));
    const a = await call('POST', '/api/messages/send-message', { to: to.id, message: `Hello, is the house still available? (${n})`, property_id: cast.listingId }, seeker.token);
    return ok(a, 'message', 'conversation-');
  }
  if (roll < 0.62) {
    const a = await call('POST', '/api/notes/create-note', { property_id: cast.listingId, note: `Ask about the water supply (${n})` }, seeker.token);
    return ok(a, 'note', `notes-${seeker.id}`);
  }
  if (roll < 0.72) {
    const a = await call(random() < 0.6 ? 'POST' : 'DELETE', `/api/properties/${cast.listingId}/save`, undefined, seeker.token);
    return ok(a, 'save', `saves-${seeker.id}`);
  }
  if (roll < 0.82) {
    const a = await call('PUT', '/api/auth/update-user', { firstName: pick(['Efua', 'Akosua', 'Adwoa']), lastName: 'Mensah', phone: '0244123456' }, seeker.token);
    return ok(a, 'profile', `user-${seeker.id}`);
  }
  if (roll < 0.94) {
    const day = new Date(Date.now() + (1 + Math.floor(random() * 6)) * 86_400_000).toISOString().slice(0, 10);
    const minutes = 8 * 60 + 30 * Math.floor(random() * 20);
    const at = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;
    const a = await call('POST', '/api/properties/book-viewing', { owner_id: cast.owner.id, property_id: cast.listingId, date: at }, seeker.token);
    return ok(a, 'viewing', `viewing-${a.body?.viewing?.id}`);
  }
  const listed = await listHouse(call, cast.owner.token, `House number ${n} in Labadi`);
  return listed && { kind: 'listing', position: listed.position, stream: `listing-${listed.id}` };
}

/**
 * Commands at `concurrency` at a time until `stop` says so (the marketplace is killed under it): answers that
 * succeeded are recorded; calls cut by the crash are not (their outcome is unknown, either is right).
 */
export async function burst(call: Call, cast: Cast, random: () => number, acknowledged: Acknowledged[], stopped: () => boolean, concurrency = 6): Promise<{ sent: number; answered: number }> {
  let sent = 0;
  let answered = 0;
  const worker = async () => {
    while (!stopped()) {
      const n = sent++;
      try {
        const ack = await oneCommand(call, cast, random, n);
        answered++;
        if (ack) acknowledged.push(ack);
      } catch {
        return; // the connection was cut: the marketplace is gone
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent, answered };
}
