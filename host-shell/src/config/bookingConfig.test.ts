import { PAGE_CONFIG_ELEMENT_ID, pageConfigFromPath } from '@booking/shared-contracts';
import { readBookingConfig } from './bookingConfig';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_CONFIG_ELEMENT_ID;
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
    expect(readBookingConfig(documentWith(null), '/pl/megabilet/success')).toEqual(
      pageConfigFromPath('/pl/megabilet/success'),
    );
  });
});
