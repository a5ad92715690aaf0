import {
  BOOKING_CONFIG_ELEMENT_ID,
  DEFAULT_REMOTE_URL,
  configFromPath,
  readBookingConfig,
} from './bookingConfig';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOKING_CONFIG_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

const injected = {
  page: 'booking',
  lang: 'de',
  path: '/de/megabilet',
  remoteUrl: 'https://widget.example',
  apiBaseUrl: '',
  configId: 'krakow',
};

describe('readBookingConfig', () => {
  it('reads the configuration the server injected as <script id="booking-config">', () => {
    expect(readBookingConfig(documentWith(JSON.stringify(injected)), '/de/megabilet')).toEqual(injected);
  });

  it('falls back to what the path implies when nothing was injected', () => {
    expect(readBookingConfig(documentWith(null), '/pl/megabilet/success')).toEqual({
      page: 'success',
      lang: 'pl',
      path: '/pl/megabilet/success',
      remoteUrl: DEFAULT_REMOTE_URL,
      apiBaseUrl: '',
      configId: 'demo',
    });
  });

  it('falls back to the path when the injected JSON is broken', () => {
    expect(readBookingConfig(documentWith('{"page":'), '/megabilet').page).toBe('booking');
    expect(readBookingConfig(documentWith('"text"'), '/dev').page).toBe('dev');
  });

  it('replaces only the fields of the wrong kind', () => {
    const config = readBookingConfig(
      documentWith(JSON.stringify({ ...injected, page: 'admin', lang: 'xx', remoteUrl: 42 })),
      '/fr/dev',
    );
    expect(config).toMatchObject({
      page: 'dev',
      lang: 'fr',
      remoteUrl: DEFAULT_REMOTE_URL,
      configId: 'krakow',
    });
  });
});

describe('configFromPath', () => {
  it('maps an unknown path to the not-found page in the language of its prefix', () => {
    expect(configFromPath('/it/nowhere')).toMatchObject({
      page: 'notFound',
      lang: 'it',
      path: '/it/nowhere',
    });
    expect(configFromPath('/nowhere')).toMatchObject({ page: 'notFound', lang: 'en' });
  });
});
