import { deviceClass, isReader } from './visitor-agent';

const AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
};

describe('the kind of device an agent names', () => {
  it.each([
    ['desktop', AGENTS.desktop],
    ['phone', AGENTS.iPhone],
    ['phone', AGENTS.androidPhone],
    ['tablet', AGENTS.androidTablet],
    ['tablet', AGENTS.iPad],
  ])('is a %s for %s', (device, agent) => {
    expect(deviceClass(agent)).toBe(device);
  });
});

describe('who is a reader', () => {
  it('is a browser, not a crawler, a preview, a script or a headless browser', () => {
    for (const agent of Object.values(AGENTS)) expect(isReader(agent)).toBe(true);
    for (const agent of [
      '',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      AGENTS.desktop.replace('Chrome/', 'HeadlessChrome/'),
      `${AGENTS.desktop} Lighthouse`,
    ])
      expect(isReader(agent)).toBe(false);
  });
});
