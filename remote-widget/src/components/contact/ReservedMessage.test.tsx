import { render, screen } from '@testing-library/react';
import { ReservedMessage } from './ReservedMessage';

describe('ReservedMessage', () => {
  it('shows the message with its id, so a field can be described by it', () => {
    render(<ReservedMessage id="err" className="bw-field__error" message="Please fill in this field." />);
    expect(screen.getByText('Please fill in this field.')).toHaveAttribute('id', 'err');
  });

  it('takes no space before any message was shown', () => {
    const { container } = render(<ReservedMessage message={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the space of a message that went away: its last text, invisible, hidden from assistive technology, without the id', () => {
    const { rerender } = render(
      <ReservedMessage id="err" className="bw-field__error" message="Please fill in this field." />,
    );
    rerender(<ReservedMessage id="err" className="bw-field__error" message={null} />);
    const kept = screen.getByText('Please fill in this field.');
    expect(kept).toHaveClass('bw-field__error', 'bw-reserved');
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(kept).not.toHaveAttribute('id');
  });
});
