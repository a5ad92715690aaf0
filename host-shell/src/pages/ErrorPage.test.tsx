import { render, screen } from '@testing-library/react';
import { WidgetErrorBoundary } from '../components/WidgetErrorBoundary';
import { ErrorPage } from './ErrorPage';

function Broken(): never {
  throw new Error('page failed');
}

describe('ErrorPage', () => {
  it('"any other error uses a generic error page" – in the page language, with a way home', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <WidgetErrorBoundary fallback={() => <ErrorPage lang="it" />}>
          <Broken />
        </WidgetErrorBoundary>,
      );
    } finally {
      spy.mockRestore();
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Qualcosa è andato storto');
    expect(screen.getByRole('link', { name: 'Pagina iniziale' })).toHaveAttribute('href', '/it');
  });
});
