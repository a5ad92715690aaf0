import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CancellationPolicy } from '@booking/shared-contracts';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { ProductHeader, type ProductActivity } from './ProductHeader';

const PHOTO = {
  url: 'https://img.test/raft.svg?w=1200&h=800',
  alt: 'A raft in the gorge',
  width: 1200,
  height: 800,
  sizes: [
    { url: 'https://img.test/raft.svg?w=480&h=320', width: 480 },
    { url: 'https://img.test/raft.svg?w=1200&h=800', width: 1200 },
  ],
};

function buildProduct(overrides: Partial<ProductActivity> = {}): ProductActivity {
  return {
    activityId: 1004,
    activityName: 'Dunajec River Rafting',
    images: [PHOTO],
    duration: { weeks: 0, days: 0, hours: 2, minutes: 30, text: '2 hours 30 minutes' },
    location: 'Sromowce Niżne, Poland',
    shortDescription: 'A wooden raft down the Dunajec gorge.',
    description: 'Float through the gorge.\n\nEighteen kilometres of river.',
    highlights: ['The Three Crowns peaks'],
    includedItems: ['Raftsmen'],
    exclusions: ['Meals'],
    icons: ['water', 'rocket'],
    accordeon: [{ title: 'What to bring', content: 'Sun cream.' }],
    startingLocation: 'Kąty raft harbour, Kąty 14',
    ...overrides,
  };
}

const POLICY: CancellationPolicy = {
  penaltyRules: [
    { cutoffHours: 48, percentage: 50 },
    { cutoffHours: 24, percentage: 100 },
  ],
};

describe('ProductHeader', () => {
  it('shows a responsive, lazy photo sized against layout shift, with its caption as alt text', () => {
    renderWithIntl(<ProductHeader activity={buildProduct()} cancellationPolicy={null} />);
    const image = screen.getByRole('img', { name: 'A raft in the gorge' });
    expect(image).toHaveAttribute('src', PHOTO.url);
    expect(image).toHaveAttribute(
      'srcset',
      'https://img.test/raft.svg?w=480&h=320 480w, https://img.test/raft.svg?w=1200&h=800 1200w',
    );
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it('falls back to the activity name as alt text and leaves out sizes it does not know', () => {
    const bare = { url: 'https://img.test/a.jpg', width: null, height: null, sizes: [] };
    renderWithIntl(<ProductHeader activity={buildProduct({ images: [bare] })} cancellationPolicy={null} />);
    const image = screen.getByRole('img', { name: 'Dunajec River Rafting' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('width');
  });

  it('names the product with its duration, place, the known config icons and its short description', () => {
    renderWithIntl(<ProductHeader activity={buildProduct()} cancellationPolicy={null} />);
    const section = screen.getByRole('region', { name: 'Dunajec River Rafting' });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Dunajec River Rafting');
    const facts = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts.slice(0, 3)).toEqual([
      'Duration: 2 hours, 30 minutes',
      'Location: Sromowce Niżne, Poland',
      'On the water',
    ]);
    expect(section).toHaveTextContent('A wooden raft down the Dunajec gorge.');
  });

  it('folds the long parts into closed native disclosures that open on their summary', async () => {
    const user = userEvent.setup();
    const { container } = renderWithIntl(
      <ProductHeader activity={buildProduct()} cancellationPolicy={POLICY} />,
    );
    const summaries = [...container.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(summaries).toEqual([
      'About this activity',
      'What’s included',
      'Meeting point',
      'What to bring',
      'Cancellation policy',
    ]);
    const details = [...container.querySelectorAll('details')];
    expect(details.every((element) => !element.open)).toBe(true);
    await user.click(screen.getByText('What’s included'));
    expect(details[1]?.open).toBe(true);
    expect(
      within(details[1] as HTMLElement).getByRole('heading', { name: 'Not included' }),
    ).toBeInTheDocument();
    expect(details[0]).toHaveTextContent(
      'Float through the gorge.Eighteen kilometres of river.HighlightsThe Three Crowns peaks',
    );
  });

  it('joins a config section titled like the meeting point to that section, so no heading shows twice', () => {
    const { container } = renderWithIntl(
      <ProductHeader
        activity={buildProduct({
          accordeon: [
            { title: ' meeting point ', content: 'Under the monument.' },
            { title: 'What to bring', content: 'Sun cream.' },
          ],
        })}
        cancellationPolicy={null}
      />,
    );
    const summaries = [...container.querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(summaries.filter((title) => title === 'Meeting point')).toHaveLength(1);
    expect(summaries).toContain('What to bring');
    const meeting = [...container.querySelectorAll('details')].find(
      (details) => details.querySelector('summary')?.textContent === 'Meeting point',
    );
    expect(meeting).toHaveTextContent('Under the monument.');
  });

  it('states the cancellation terms: the free period, then each charge', () => {
    const { container } = renderWithIntl(
      <ProductHeader activity={buildProduct()} cancellationPolicy={POLICY} />,
    );
    expect(screen.getByText('Free cancellation up to 48 hours before the start')).toBeInTheDocument();
    const terms = container.querySelectorAll('details')[4];
    expect([...(terms?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      '50% of the price is charged when cancelled less than 48 hours before the start',
      '100% of the price is charged when cancelled less than 24 hours before the start',
    ]);
  });

  it('speaks Polish, with Polish plural forms and units', () => {
    renderWithIntl(<ProductHeader activity={buildProduct()} cancellationPolicy={POLICY} />, 'pl');
    expect(screen.getByText('Bezpłatne anulowanie do 48 godzin przed rozpoczęciem')).toBeInTheDocument();
    expect(screen.getByText(/2 godziny i 30 minut/)).toBeInTheDocument();
    expect(screen.getByText('Co obejmuje cena')).toBeInTheDocument();
  });

  it('leaves out what the activity does not have', () => {
    const { container } = renderWithIntl(
      <ProductHeader
        activity={buildProduct({
          images: [],
          description: '',
          highlights: [],
          includedItems: [],
          exclusions: [],
          accordeon: [],
          startingLocation: '',
          icons: [],
        })}
        cancellationPolicy={null}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelectorAll('details')).toHaveLength(0);
    expect(screen.queryByText(/cancellation/i)).toBeNull();
  });
});
