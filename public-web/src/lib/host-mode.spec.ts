import { currentHostMode, modeForHostname, setHostModeOverride } from './host-mode';

describe('host modes', () => {
  afterEach(() => sessionStorage.clear());

  test.each([
    ['about.fie.com.gh', 'about'],
    ['app.fie.com.gh', 'app'],
    ['localhost', 'app'],
    ['127.0.0.1', 'app'],
    ['test.fie.com.gh', 'app'],
    ['fie.com.gh', 'search'],
    ['www.fie.com.gh', 'search'],
  ])('%s shows the %s site', (hostname, mode) => {
    expect(modeForHostname(hostname)).toBe(mode);
  });

  test('the toggle overrides the mode on local and test hosts only', () => {
    setHostModeOverride('about');

    expect(currentHostMode('localhost')).toBe('about');
    expect(currentHostMode('test.fie.com.gh')).toBe('about');
    expect(currentHostMode('fie.com.gh')).toBe('search');
    expect(currentHostMode('app.fie.com.gh')).toBe('app');
  });
});
