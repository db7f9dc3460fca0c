import { imageRules } from '@fie/domain';
import { choosePhotos } from './photo-files';

const words = { notAPhoto: (name: string) => `${name}: not a photo`, tooLarge: (name: string) => `${name}: too large`, tooMany: (room: number) => `only ${room} kept` };
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('photos chosen on a phone', () => {
  test('keeps photos, judging a file without a type by its name', () => {
    const chosen = [file('room.jpg', 'image/jpeg'), file('gate.HEIC', '')];
    expect(choosePhotos(chosen, 6, words)).toEqual({ ok: chosen, problems: [] });
  });

  test('leaves out what is not a photo or is over the size, saying which and why', () => {
    const big = file('big.png', 'image/png', imageRules.maxBytes + 1);
    const { ok, problems } = choosePhotos([file('lease.pdf', 'application/pdf'), big, file('notes.txt', ''), file('ok.webp', 'image/webp')], 6, words);
    expect(ok.map((f) => f.name)).toEqual(['ok.webp']);
    expect(problems).toEqual(['lease.pdf: not a photo', 'big.png: too large', 'notes.txt: not a photo']);
  });

  test('keeps only as many as there is room for, the first chosen, and says how many', () => {
    const chosen = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => file(name, 'image/jpeg'));
    expect(choosePhotos(chosen, 2, words)).toEqual({ ok: chosen.slice(0, 2), problems: ['only 2 kept'] });
    expect(choosePhotos(chosen, 0, words)).toEqual({ ok: [], problems: ['only 0 kept'] });
  });
});
