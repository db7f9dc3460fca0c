import { PersonalDataVault } from '@fie/platform';
import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let owner: { token: string; user: { id: string } };
let seeker: { token: string; user: { id: string } };
let other: { token: string };
let staffToken: string;
let propertyId: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'notes.owner@example.com', firstName: 'Kwame' });
  seeker = await fie.signUpAndConfirm({ email: 'notes.seeker@example.com', firstName: 'Efua' });
  other = await fie.signUpAndConfirm({ email: 'notes.other@example.com', firstName: 'Yaw' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  propertyId = (await listHouse(fie, owner.token)).id;
}, 60_000);
afterAll(async () => fie.stop());

const add = (token: string, note: unknown, property_id: unknown = propertyId) => fie.request('POST', '/api/notes/create-note', { property_id, note }, token);
const notesOn = async (token: string | undefined, id = propertyId) => fie.request('GET', `/api/notes/fetch-property-notes/${id}`, undefined, token);
const eventCount = async () => (await fie.stores.events.readAll()).length;
const seekerNoteEvents = async () => (await fie.stores.events.readStream(`notes-${seeker.user.id}`)).length;

describe('POST /api/notes/create-note', () => {
  test('When a seeker writes a note on a property, then 201 "Note added" with the note, trimmed, and it is theirs to read', async () => {
    const res = await add(seeker.token, '  Ask about the borehole and the ECG meter  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Note added',
      result: { _id: expect.any(String), id: res.body.result._id, note: 'Ask about the borehole and the ECG meter', property_id: propertyId, created_at: expect.any(String), updated_at: res.body.result.created_at },
    });
    const mine = await notesOn(seeker.token);
    expect(mine.status).toBe(200);
    expect(mine.body.result.notes).toContainEqual(res.body.result);
  });

  test('When the note is empty, only spaces or over 2,000 characters, or names no property, then 400 with the field\'s message, and nothing is written', async () => {
    const before = await eventCount();
    expect((await add(seeker.token, '')).body).toMatchObject({ errors: { note: 'Write a note' } });
    expect((await add(seeker.token, '   ')).body).toMatchObject({ errors: { note: 'Write a note' } });
    expect((await add(seeker.token, undefined)).body).toMatchObject({ errors: { note: 'Write a note' } });
    const long = await add(seeker.token, 'x'.repeat(2001));
    expect(long).toMatchObject({ status: 400, body: { message: 'A note can be at most 2,000 characters', errors: { note: 'A note can be at most 2,000 characters' } } });
    expect((await fie.request('POST', '/api/notes/create-note', { note: 'Fine' }, seeker.token)).body.errors).toEqual({ property_id: 'Choose the property this note is about' });
    expect(await eventCount()).toBe(before);
    expect((await add(seeker.token, 'x'.repeat(2000))).status).toBe(201);
  });

  test('When the property does not exist or was deleted, then 400 on property_id; a hidden one can still be noted', async () => {
    const before = await seekerNoteEvents();
    const unknown = await add(seeker.token, 'Nice', '3f1e1c9a-1111-4222-8333-444455556666');
    expect(unknown).toMatchObject({ status: 400, body: { message: 'This property does not exist', errors: { property_id: 'This property does not exist' } } });
    expect((await add(seeker.token, 'Nice', 'not-an-id')).body.errors).toEqual({ property_id: 'This property does not exist' });
    const gone = await listHouse(fie, owner.token);
    await fie.request('DELETE', `/api/properties/${gone.id}`, undefined, owner.token);
    expect((await add(seeker.token, 'Nice', gone.id)).body.errors).toEqual({ property_id: 'This property does not exist' });
    expect(await seekerNoteEvents()).toBe(before);

    const hidden = await listHouse(fie, owner.token);
    await fie.request('POST', `/api/properties/${hidden.id}/status`, { status: 'hidden' }, owner.token);
    expect((await add(seeker.token, 'Owner hid it; call him next month', hidden.id)).status).toBe(201);
  });

  test('Organizations, staff and visitors cannot keep notes: 401', async () => {
    const org = await createOrganization(fie, { name: 'Notes Homes', email: 'notes.org@example.com', url_name: 'notes_homes' });
    for (const token of [org.token, staffToken, undefined]) {
      expect((await fie.request('POST', '/api/notes/create-note', { property_id: propertyId, note: 'x' }, token)).status).toBe(401);
      expect((await notesOn(token)).status).toBe(401);
    }
  });
});

describe('GET /api/notes/fetch-property-notes/{propertyId}', () => {
  test('When a person has several notes on a property, then they come newest first, and only that property\'s', async () => {
    const second = await listHouse(fie, owner.token);
    for (const note of ['First visit: roof leaks', 'Second visit: roof fixed', 'Agent says 4,000 is firm']) await add(other.token, note);
    await add(other.token, 'On the other house', second.id);
    const res = await notesOn(other.token);
    expect(res.body.result.notes.map((n: { note: string }) => n.note)).toEqual(['Agent says 4,000 is firm', 'Second visit: roof fixed', 'First visit: roof leaks']);
  });
});

describe('PUT /api/notes/{noteId}', () => {
  test('When the author edits a note, then 200 "Note updated" with the new text and time; the list shows it', async () => {
    const { body } = await add(seeker.token, 'Rent is 4,500');
    await new Promise((r) => setTimeout(r, 5));
    const res = await fie.request('PUT', `/api/notes/${body.result.id}`, { note: ' Rent is 4,200 after haggling ' }, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Note updated', result: { id: body.result.id, note: 'Rent is 4,200 after haggling', property_id: propertyId, created_at: body.result.created_at } });
    expect(res.body.result.updated_at > body.result.created_at).toBe(true);
    expect((await notesOn(seeker.token)).body.result.notes.find((n: { id: string }) => n.id === body.result.id).note).toBe('Rent is 4,200 after haggling');
  });

  test('When the text is empty or too long, then 400 and the note is unchanged', async () => {
    const { body } = await add(seeker.token, 'Keep me');
    expect((await fie.request('PUT', `/api/notes/${body.result.id}`, { note: ' ' }, seeker.token)).body.errors).toEqual({ note: 'Write a note' });
    expect((await fie.request('PUT', `/api/notes/${body.result.id}`, { note: 'y'.repeat(2001) }, seeker.token)).body.errors).toEqual({ note: 'A note can be at most 2,000 characters' });
    expect((await notesOn(seeker.token)).body.result.notes.find((n: { id: string }) => n.id === body.result.id).note).toBe('Keep me');
  });

  test('When someone else edits the note, or the note does not exist, then 404 "Note not found", as if it did not exist', async () => {
    const { body } = await add(seeker.token, 'Mine alone');
    for (const token of [other.token, owner.token]) {
      expect(await fie.request('PUT', `/api/notes/${body.result.id}`, { note: 'Hijacked' }, token)).toMatchObject({ status: 404, body: { message: 'Note not found', code: 'NoteNotFound' } });
    }
    expect((await fie.request('PUT', '/api/notes/no-such-note', { note: 'x' }, seeker.token)).status).toBe(404);
    expect((await notesOn(seeker.token)).body.result.notes.find((n: { id: string }) => n.id === body.result.id).note).toBe('Mine alone');
  });
});

describe('DELETE /api/notes/{noteId}', () => {
  test('When the author deletes a note, then 200 "Note deleted" and it is gone; deleting it again is 404', async () => {
    const { body } = await add(seeker.token, 'Delete me');
    expect(await fie.request('DELETE', `/api/notes/${body.result.id}`, undefined, seeker.token)).toMatchObject({ status: 200, body: { message: 'Note deleted' } });
    expect((await notesOn(seeker.token)).body.result.notes.map((n: { id: string }) => n.id)).not.toContain(body.result.id);
    expect((await fie.request('DELETE', `/api/notes/${body.result.id}`, undefined, seeker.token)).status).toBe(404);
  });

  test('When someone else deletes the note, then 404 and it stays', async () => {
    const { body } = await add(seeker.token, 'Still here');
    expect(await fie.request('DELETE', `/api/notes/${body.result.id}`, undefined, owner.token)).toMatchObject({ status: 404, body: { message: 'Note not found' } });
    expect((await notesOn(seeker.token)).body.result.notes.map((n: { id: string }) => n.id)).toContain(body.result.id);
  });
});

describe('privacy', () => {
  const secret = 'Landlord accepts 3,800 if asked nicely';

  test('Another seeker, the listing\'s owner and staff never read someone\'s notes, through the notes calls or any other', async () => {
    await add(seeker.token, secret);
    expect((await notesOn(seeker.token)).body.result.notes.map((n: { note: string }) => n.note)).toContain(secret);
    for (const token of [other.token, owner.token]) {
      const theirs = await notesOn(token);
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.body)).not.toContain(secret);
    }
    expect((await notesOn(staffToken)).status).toBe(401);
    // The owner's and the public's views of the listing, and the staff's event log, never carry the text.
    const elsewhere = [
      await fie.request('GET', `/api/properties/search/${propertyId}`),
      await fie.request('GET', '/api/properties?page=1&pageSize=100', undefined, owner.token),
      await fie.request('POST', '/api/properties/search', { location: 'East Legon' }),
      await fie.request('GET', '/api/admin/events?range=[0,999]', undefined, staffToken),
    ];
    for (const res of elsewhere) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(secret);
    }
  });

  test('The note text is never in the event log in clear: it is sealed with its author\'s key', async () => {
    const raw = await fie.stores.events.readStream(`notes-${seeker.user.id}`);
    expect(raw.length).toBeGreaterThan(0);
    expect(JSON.stringify(raw)).not.toContain(secret);
  });

  test('When the author deletes their account, then their notes are gone from the read side and can no longer be read from the log', async () => {
    const leaver = await fie.signUpAndConfirm({ email: 'notes.leaver@example.com' });
    await add(leaver.token, 'Ask about the borehole');
    expect((await fie.request('DELETE', '/api/auth/user', undefined, leaver.token)).status).toBe(200);
    expect(await fie.stores.documents.collection('notes').count({ authorId: leaver.user.id })).toBe(0);
    const opened = await new PersonalDataVault(fie.stores.documents).openAll(await fie.stores.events.readStream(`notes-${leaver.user.id}`));
    expect(opened).toEqual([expect.objectContaining({ type: 'NoteAdded', erased: true })]);
    expect(JSON.stringify(opened)).not.toContain('borehole');
    // A session that outlives the account writes nothing more.
    expect((await add(leaver.token, 'After deletion')).status).toBe(401);
  });
});
