import { useState } from 'react';

export interface ReservedMessageProps {
  /** The message to show; null or '' when there is none. */
  message: string | null;
  id?: string | undefined;
  className?: string | undefined;
  /** A paragraph under a field, or a line inside another element (the form's alert). */
  element?: 'p' | 'span';
}

/**
 * A validation message whose line keeps its space once it has been shown. A field validates on blur, and the
 * blur comes with the mousedown on "Continue to payment": a message removed then would move the button up
 * under the pointer, and the click would land on empty space. So a message that goes away leaves its last
 * text in place, invisible and hidden from assistive technology, until the step is left.
 */
export function ReservedMessage({ message, id, className, element = 'p' }: ReservedMessageProps) {
  const [last, setLast] = useState<string | null>(message || null);
  // Remembered while rendering (React's way of keeping something from an earlier render), so the render
  // that drops the message already has its text to hold the space.
  if (message && message !== last) setLast(message);
  const Element = element;
  if (message) {
    return (
      <Element id={id} className={className}>
        {message}
      </Element>
    );
  }
  if (!last) return null;
  return (
    <Element className={`${className ?? ''} bw-reserved`.trim()} aria-hidden="true">
      {last}
    </Element>
  );
}
