import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language } from '@booking/shared-contracts';
import type { CheckoutValues } from '../../domain/checkoutForm';
import { contactQuestions, type CheckoutQuestions, type FormQuestion } from '../../domain/checkoutQuestions';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { ContactStep } from './ContactStep';

function buildQuestion(overrides: Partial<FormQuestion> = {}): FormQuestion {
  return {
    questionId: 'q',
    fieldCode: 'q',
    label: 'Question',
    kind: 'text',
    required: true,
    options: [],
    ...overrides,
  };
}

function buildQuestions(overrides: Partial<CheckoutQuestions> = {}): CheckoutQuestions {
  return { contact: contactQuestions(null), passenger: [], booking: [], ...overrides };
}

const FILLED = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  phoneNumber: '+48500100200',
};

function show(questions: CheckoutQuestions, values: Partial<CheckoutValues> = {}, lang: Language = 'en') {
  const submitted: CheckoutValues[] = [];
  const typed: CheckoutValues[] = [];
  const initialValues: CheckoutValues = { contact: { ...FILLED }, passengers: [], booking: {}, ...values };
  renderWithIntl(
    <ContactStep
      questions={questions}
      initialValues={initialValues}
      onSubmit={(sent) => {
        submitted.push(sent);
        return Promise.resolve(true);
      }}
      onBack={() => undefined}
      onChange={(values) => typed.push(values)}
      summary={null}
      reserving={false}
      failure={null}
    />,
    lang,
  );
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  return { submitted, submit, typed };
}

/** The error a field is described by (aria-describedby), or null. */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** A parent that re-renders on each report and hands a new handler every time, as an observer container does. */
function ReRenderingParent({ reports }: { reports: CheckoutValues[] }) {
  const [, setCount] = useState(0);
  return (
    <ContactStep
      questions={buildQuestions()}
      initialValues={{ contact: { ...FILLED }, passengers: [], booking: {} }}
      onSubmit={() => Promise.resolve(true)}
      onBack={() => undefined}
      onChange={(values) => {
        reports.push(values);
        setCount((count) => count + 1);
      }}
      summary={null}
      reserving={false}
      failure={null}
    />
  );
}

describe('ContactStep', () => {
  it('reports each change once, however often the parent re-renders with a new handler', async () => {
    const reports: CheckoutValues[] = [];
    renderWithIntl(<ReRenderingParent reports={reports} />, 'en');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'a');
    await waitFor(() => expect(reports.at(-1)?.contact.lastName).toBe('Nowaka'));
    expect(reports).toHaveLength(1);
  });

  it('reports what is typed as it changes (kept in the tab for a reload), not the values it starts with', async () => {
    const { typed } = show(buildQuestions());
    expect(typed).toEqual([]);
    const lastName = screen.getByLabelText(/^Last name/);
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Kowalska');
    await waitFor(() => expect(typed.at(-1)?.contact.lastName).toBe('Kowalska'));
    expect(typed.at(-1)?.contact.firstName).toBe('Anna');
  });

  it('"Contact field: required and empty is invalid": each of the four defaults, errors linked and counted', async () => {
    const { submit, submitted } = show(buildQuestions(), {
      contact: { firstName: '', lastName: '', email: '', phoneNumber: '' },
    });
    await submit();
    for (const name of ['First name', 'Last name', 'Phone number']) {
      const field = screen.getByLabelText(new RegExp(`^${name}`));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(field)).toBe('Please fill in this field.');
    }
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toBe('Please enter an e-mail address such as name@example.com.');
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need your attention.');
    expect(submitted).toEqual([]);
  });

  it('every answer has its error line from the start, empty while valid, so an error coming on blur moves nothing', () => {
    show(buildQuestions());
    const line = document.getElementById(`${screen.getByLabelText(/^Phone number/).id}-error`);
    expect(line).toHaveClass('bw-field__error--line');
    expect(line).toBeEmptyDOMElement();
  });

  it('a fixed error empties its line on blur without removing it; one click then continues', async () => {
    const { submit, submitted } = show(buildQuestions(), { contact: { ...FILLED, phoneNumber: '' } });
    await submit();
    const phone = screen.getByLabelText(/^Phone number/);
    const line = document.getElementById(`${phone.id}-error`);
    expect(line).toHaveTextContent('Please fill in this field.');
    await userEvent.type(phone, '+48500100200');
    // Clicking the button blurs the field first: its error goes, its line and the alert's line stay.
    await submit();
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById(`${phone.id}-error`)).toBe(line);
    expect(line).toBeEmptyDOMElement();
    expect(screen.getByText('One field needs your attention.')).toHaveClass('bw-reserved');
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it('"The email type must match a simple pattern (text, @, text, dot, text)"', async () => {
    const { submit, submitted } = show(buildQuestions(), { contact: { ...FILLED, email: 'anna@example' } });
    await submit();
    const email = screen.getByLabelText(/^E-mail/);
    expect(errorOf(email)).toBe('Please enter an e-mail address such as name@example.com.');
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@example.com');
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.contact.email).toBe('anna@example.com');
  });

  it('"the default phone counts as valid at 6 or more characters"', async () => {
    const { submit, submitted } = show(buildQuestions(), { contact: { ...FILLED, phoneNumber: '12345' } });
    await submit();
    const phone = screen.getByLabelText(/^Phone number/);
    expect(errorOf(phone)).toBe('Please enter a phone number of at least 6 characters.');
    await userEvent.type(phone, '6');
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it('"Passenger questions: … each passenger needs at least one filled value when participants exist"', async () => {
    const questions = buildQuestions({
      passenger: [buildQuestion({ questionId: 'firstName', label: 'First name', required: false })],
    });
    const passenger = { pricingCategoryId: 21, ticketName: 'Adult', answers: { firstName: '' } };
    const { submit, submitted } = show(questions, { passengers: [passenger] });
    expect(screen.getByRole('group', { name: 'Participant 1: Adult' })).toBeInTheDocument();
    await submit();
    expect(screen.getByText('Please answer at least one question for this participant.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^First name \(optional\)/), 'Jan');
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.passengers[0]?.answers).toEqual({ firstName: 'Jan' });
  });

  it("labels the booking system's standard passenger fields in the visitor's language, as it has no names for them", () => {
    const questions = buildQuestions({
      passenger: [
        buildQuestion({ questionId: 'firstName', label: 'First name' }),
        buildQuestion({ questionId: 'dateOfBirth', label: 'Date of birth', kind: 'date' }),
      ],
    });
    const passenger = {
      pricingCategoryId: 21,
      ticketName: 'Dorosły',
      answers: { firstName: '', dateOfBirth: '' },
    };
    show(questions, { passengers: [passenger] }, 'pl');
    const group = screen.getByRole('group', { name: 'Uczestnik 1: Dorosły' });
    expect(within(group).getByLabelText(/^Imię/)).toBeInTheDocument();
    expect(within(group).getByLabelText(/^Data urodzenia/)).toBeInTheDocument();
  });

  it('"Booking question: required and empty is invalid" – a select, a checkbox and a date', async () => {
    const questions = buildQuestions({
      booking: [
        buildQuestion({
          questionId: 'pickup',
          label: 'Pick-up point',
          kind: 'select',
          options: [{ value: 'hotel', label: 'Hotel' }],
        }),
        buildQuestion({ questionId: 'waiver', label: 'I accept the waiver', kind: 'checkbox' }),
        buildQuestion({ questionId: 'born', label: 'Date of birth', kind: 'date' }),
      ],
    });
    const { submit, submitted } = show(questions, { booking: { pickup: '', waiver: false, born: '' } });
    await submit();
    const pickup = screen.getByLabelText(/^Pick-up point/);
    const waiver = screen.getByRole('checkbox', { name: /I accept the waiver/ });
    const born = screen.getByLabelText(/^Date of birth/);
    for (const field of [pickup, waiver, born]) expect(errorOf(field)).toBe('Please fill in this field.');
    await userEvent.selectOptions(pickup, 'hotel');
    await userEvent.click(waiver);
    await userEvent.type(born, '1990-02-28');
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.booking).toEqual({ pickup: 'hotel', waiver: true, born: '1990-02-28' });
  });

  it('labels every field with its required or optional marker', () => {
    show(
      buildQuestions({ booking: [buildQuestion({ questionId: 'diet', label: 'Diet', required: false })] }),
    );
    expect(screen.getByLabelText('First name (required)')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Diet (optional)')).not.toHaveAttribute('aria-required');
  });
});
