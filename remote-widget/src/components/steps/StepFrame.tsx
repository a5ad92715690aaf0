import { useEffect, useId, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import type { StepNumber } from '@booking/shared-contracts';
import { StepIndicator } from './StepIndicator';

const messages = defineMessages<{ back: NoMessageValues }>({
  back: { id: 'steps.back', defaultMessage: 'Back' },
});

export interface StepFrameProps {
  step: StepNumber;
  heading: ReactNode;
  summary?: ReactNode;
  children: ReactNode;
  /** Back to the previous step; absent where the step has no way back. */
  onBack?: (() => void) | undefined;
  /** The primary action (a submit button of the step's form, or a plain button). */
  primary?: ReactNode;
}

/**
 * One step of steps 2–4: the indicator, a heading that takes the focus when the step appears (so a screen
 * reader and a keyboard user start at the new step), the content, the summary and Back / Continue.
 */
export function StepFrame({ step, heading, summary, children, onBack, primary }: StepFrameProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);
  return (
    <section className={`bw-step bw-step--${step}`} aria-labelledby={headingId}>
      <StepIndicator current={step} />
      <header className="bw-step__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="bw-step__title">
          {heading}
        </h2>
      </header>
      <div className="bw-checkout">
        <div className="bw-checkout__main">{children}</div>
        {summary}
      </div>
      {(onBack || primary) && (
        <footer className="bw-step__footer bw-step__footer--nav">
          {onBack && (
            <button type="button" className="bw-button bw-button--secondary" onClick={onBack}>
              <FormattedMessage {...messages.back} />
            </button>
          )}
          {primary}
        </footer>
      )}
    </section>
  );
}
