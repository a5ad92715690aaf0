import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingWidget } from './BookingWidget';
import { buildCredentials, buildWidgetConfig, fakeBffFetch, healthyBff } from '../testing/fakeBff';

const twoVariantConfig = buildWidgetConfig({
  products: [
    {
      id: 'krakow-tour',
      order: ['POL', 'ENG'],
      variants: [
        { bokunId: 11, type: 'ENG', tabName: 'English tour', icons: [], accordeon: [] },
        { bokunId: 12, type: 'POL', tabName: 'Polish tour', icons: [], accordeon: [] },
      ],
    },
  ],
});

describe('BookingWidget', () => {
  it('shows a loader while initializing, then the products, their variant tabs and the credential flags', async () => {
    const bff = fakeBffFetch(
      healthyBff(
        twoVariantConfig,
        buildCredentials({ hasCredentials: true, message: 'Credentials available for DEMO_' }),
      ),
    );
    render(<BookingWidget fetch={bff.fetch} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking widget');

    const tabs = await screen.findByRole('list', { name: 'Variants of krakow-tour' });
    expect(
      within(tabs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Polish tour', 'English tour']);
    expect(screen.getByText('Credentials available for DEMO_')).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads config id "demo" by default from the page origin', async () => {
    const bff = fakeBffFetch(healthyBff());
    render(<BookingWidget fetch={bff.fetch} />);
    await screen.findByRole('heading', { name: /Products of/ });
    expect(bff.requests.sort()).toEqual(['/api/credentials?prefix=DEMO_', '/api/widget-config/demo']);
  });

  it('calls the BFF at apiBaseUrl with the given config id and marks its language', async () => {
    const bff = fakeBffFetch(healthyBff(buildWidgetConfig({ configId: 'gdansk' })));
    const { container } = render(
      <BookingWidget fetch={bff.fetch} configId="gdansk" lang="de" apiBaseUrl="https://api.example" />,
    );
    await screen.findByRole('heading', { name: /gdansk/ });
    expect(bff.requests).toContain('https://api.example/api/widget-config/gdansk');
    expect(bff.requests).toContain('https://api.example/api/credentials?prefix=GDANSK_');
    expect(container.querySelector('.bw-root')).toHaveAttribute('lang', 'de');
  });

  it('shows missing credentials with the server message', async () => {
    const creds = buildCredentials({
      hasCredentials: false,
      message: 'Missing credentials for DEMO_',
      missingRequiredVars: ['DEMO_BOKUN_ACCESS_KEY'],
    });
    render(<BookingWidget fetch={fakeBffFetch(healthyBff(buildWidgetConfig(), creds)).fetch} />);
    expect(await screen.findByText('Missing credentials for DEMO_')).toBeInTheDocument();
    expect(screen.getByText('Missing')).toBeInTheDocument();
    expect(screen.getByText(/DEMO_BOKUN_ACCESS_KEY/)).toBeInTheDocument();
  });

  it('shows the "Widget Initialization Error" panel on failure, and "Retry Initialization" recovers', async () => {
    let failing = true;
    const healthy = healthyBff();
    const bff = fakeBffFetch((url) =>
      failing
        ? { status: 502, body: { error: { code: 'upstream_unavailable', message: 'Bokun is down' } } }
        : healthy(url),
    );
    render(<BookingWidget fetch={bff.fetch} />);

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Widget Initialization Error' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Initialization failed: Bokun is down');

    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry Initialization' }));
    expect(await screen.findByRole('heading', { name: /Products of/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
