import { buildTicket } from '../testing/testBuilders';
import { contactQuestions } from './checkoutQuestions';
import { initialCheckoutValues, integratorContact, isPhoneLongEnough, participantsOf } from './checkoutForm';

const questions = {
  contact: contactQuestions(null),
  passenger: [
    {
      questionId: 'firstName',
      fieldCode: 'firstName',
      label: 'First name',
      kind: 'text' as const,
      required: true,
      options: [],
    },
  ],
  booking: [
    {
      questionId: 'canSwim',
      fieldCode: 'canSwim',
      label: 'Swim',
      kind: 'checkbox' as const,
      required: true,
      options: [],
    },
  ],
};
const adult = buildTicket({ id: 21, name: 'Adult', label: 'Adult' });
const child = buildTicket({ id: 22, name: 'Child', label: 'Child' });

describe('participantsOf', () => {
  it('gives one participant per counted ticket, in ticket order', () => {
    const people = participantsOf({ '21': { count: 2, price: 100 }, '22': { count: 1, price: 50 } }, [
      adult,
      child,
    ]);
    expect(people.map((p) => [p.pricingCategoryId, p.ticketName])).toEqual([
      [21, 'Adult'],
      [21, 'Adult'],
      [22, 'Child'],
    ]);
  });
});

describe('initialCheckoutValues', () => {
  const participants = participantsOf({ '21': { count: 2, price: 100 } }, [adult]);

  it('starts empty, with integrator defaults for phone and contact name', () => {
    const values = initialCheckoutValues(
      questions,
      participants,
      { defaultPhone: '+48500100200', defaultContactName: 'Anna Maria Nowak' },
      null,
    );
    expect(values.contact).toEqual({
      firstName: 'Anna',
      lastName: 'Maria Nowak',
      email: '',
      phoneNumber: '+48500100200',
    });
    expect(values.passengers.map((p) => p.answers)).toEqual([{ firstName: '' }, { firstName: '' }]);
    expect(values.booking).toEqual({ canSwim: false });
  });

  it('keeps what the visitor typed when they go back and forth, even after the tickets change', () => {
    const before = initialCheckoutValues(questions, participants, {}, null);
    before.contact.email = 'anna@example.com';
    before.passengers[1]!.answers.firstName = 'Jan';
    before.booking.canSwim = true;
    const fewer = participantsOf({ '21': { count: 3, price: 100 } }, [adult]);
    const after = initialCheckoutValues(questions, fewer, { defaultPhone: '123456789' }, before);
    expect(after.contact.email).toBe('anna@example.com');
    expect(after.contact.phoneNumber).toBe('123456789');
    expect(after.passengers.map((p) => p.answers.firstName)).toEqual(['', 'Jan', '']);
    expect(after.booking.canSwim).toBe(true);
  });
});

describe('integratorContact', () => {
  it('ignores blank defaults', () => {
    expect(integratorContact({ defaultPhone: ' ', defaultContactName: '' })).toEqual({});
  });
});

describe('isPhoneLongEnough', () => {
  it('"the default phone counts as valid at 6 or more characters"', () => {
    expect(isPhoneLongEnough('12345')).toBe(false);
    expect(isPhoneLongEnough('123456')).toBe(true);
  });
});
