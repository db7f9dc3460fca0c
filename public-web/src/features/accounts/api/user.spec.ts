import { toUser } from './user';

const answer = { id: 'u1', email: 'ama@example.com', user_type: 'seeker', firstName: 'Ama' };

describe('the account’s language, as the site follows it', () => {
  it('is the language the person chose', () => {
    expect(toUser({ ...answer, language: 'tw', language_chosen: true })?.language).toBe('tw');
    expect(toUser({ ...answer, language: 'en', language_chosen: true })?.language).toBe('en');
  });

  it('is nothing for an account that never chose, so a site opened in Twi stays in Twi', () => {
    expect(toUser({ ...answer, language: 'en', language_chosen: false })?.language).toBeUndefined();
    expect(toUser(answer)?.language).toBeUndefined();
  });

  it('is nothing for a code Fie does not speak', () => {
    expect(toUser({ ...answer, language: 'fr', language_chosen: true })?.language).toBeUndefined();
  });
});
