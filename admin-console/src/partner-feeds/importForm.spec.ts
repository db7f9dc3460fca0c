import { MAX_FEED_BYTES, toImportRequest, validateImport } from './importForm';

const csv = (bytes = 40) => ({ rawFile: new File(['x'.repeat(bytes)], 'homes.csv', { type: 'text/csv' }) });

describe('validateImport', () => {
  test('When a company and a file are given, then the form is valid', () => {
    expect(validateImport({ source: 'Meqasa Partners', mode: 'file', file: csv() })).toEqual({});
  });

  test('When the company is not named, then the source asks for it', () => {
    expect(validateImport({ source: ' ', mode: 'file', file: csv() })).toEqual({ source: 'Name the partner company' });
  });

  test('When uploading without a file, then the file asks for one', () => {
    expect(validateImport({ source: 'Meqasa Partners', mode: 'file' }).file).toBe('Upload a JSON or CSV file, or give the feed address');
  });

  test('When the file is larger than 5 MB, then it is refused before it is sent', () => {
    expect(validateImport({ source: 'Meqasa Partners', mode: 'file', file: csv(MAX_FEED_BYTES + 1) }).file).toBe('The feed is larger than 5 MB');
  });

  test('When importing from an address that is not http or https, then the address is refused', () => {
    expect(validateImport({ source: 'Meqasa Partners', mode: 'url', url: 'ftp://partner.example/feed.csv' }).url)
      .toBe('Enter the feed address (http or https)');
    expect(validateImport({ source: 'Meqasa Partners', mode: 'url', url: 'https://partner.example/feed.json' })).toEqual({});
  });
});

describe('toImportRequest', () => {
  test('When a file was chosen, then only the source and the file are sent, even if an address was typed before', () => {
    const file = csv();
    expect(toImportRequest({ source: ' Meqasa Partners ', mode: 'file', file, url: 'https://partner.example/feed.json' }))
      .toEqual({ source: 'Meqasa Partners', file });
  });

  test('When an address was chosen, then only the source and the address are sent, even if a file was picked before', () => {
    expect(toImportRequest({ source: 'Meqasa Partners', mode: 'url', file: csv(), url: ' https://partner.example/feed.json ' }))
      .toEqual({ source: 'Meqasa Partners', url: 'https://partner.example/feed.json' });
  });
});
