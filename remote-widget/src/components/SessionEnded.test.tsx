import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/renderWithIntl';
import { SessionEnded } from './SessionEnded';

describe('SessionEnded', () => {
  it('tells the visitor the session ended, with the focus on the news, and starts again on the button', async () => {
    const starts: number[] = [];
    renderWithIntl(<SessionEnded onStartAgain={() => starts.push(1)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Choices are kept for 29 minutes/);
    expect(screen.getByRole('heading', { name: 'Your session has ended' })).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start again' }));
    expect(starts).toEqual([1]);
  });

  it('speaks Polish', () => {
    renderWithIntl(<SessionEnded onStartAgain={() => undefined} />, 'pl');
    expect(screen.getByRole('button', { name: 'Zacznij od nowa' })).toBeInTheDocument();
  });
});
