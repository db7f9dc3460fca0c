import { CATALOGUES, translator } from '@fie/domain';
import { savedStatusTexts, stayStatusTexts, viewingStatusTexts } from '@fie/read-models';
import { statusWords } from './status-words';

const english = translator('en');
const twi = translator('tw', CATALOGUES.tw);

describe('where a dealing stands, in the reader language', () => {
  test('in English it says exactly what the read models say, for every status they know', () => {
    for (const [status, text] of Object.entries(viewingStatusTexts)) expect({ status, text: statusWords.viewing(english, status) }).toEqual({ status, text });
    for (const [status, text] of Object.entries(stayStatusTexts)) expect({ status, text: statusWords.stay(english, status) }).toEqual({ status, text });
    for (const [status, text] of Object.entries(savedStatusTexts)) expect({ status, text: statusWords.saved(english, status) }).toEqual({ status, text });
  });

  test('an offer says who it waits for, from the side reading it, as presentOffer does', () => {
    const offer = (status: string, side: string, awaiting: string | null) => statusWords.offer(english, { status, side, awaiting, seeker: { name: 'Ama M.' } });
    expect(offer('open', 'lister', 'lister')).toBe('Waiting for your answer');
    expect(offer('open', 'seeker', 'lister')).toBe('Waiting for the lister');
    expect(offer('open', 'lister', 'seeker')).toBe('Waiting for Ama M.');
    expect(['accepted', 'declined', 'withdrawn'].map((status) => offer(status, 'seeker', null))).toEqual(['Accepted', 'Declined', 'Withdrawn']);
  });

  test('in Twi every status has words of its own', () => {
    for (const status of Object.keys(viewingStatusTexts)) expect(statusWords.viewing(twi, status)).not.toBe(viewingStatusTexts[status as keyof typeof viewingStatusTexts]);
    for (const status of Object.keys(savedStatusTexts)) expect(statusWords.saved(twi, status)).not.toBe(savedStatusTexts[status as keyof typeof savedStatusTexts]);
  });
});
