import {
  chooseSlot,
  firstAvailableSlot,
  isSlotAvailable,
  maxCapacityFor,
  selectDate,
  slotsForDate,
} from './slotSelection';
import { buildDay, buildSlot } from '../testing/testBuilders';

const soldOut = buildSlot({ id: '30_20260612', startTime: '08:00', availabilityCount: 4, soldOut: true });
const empty = buildSlot({ id: '31_20260612', startTime: '10:00', availabilityCount: 0 });
const open = buildSlot({ id: '32_20260612', startTime: '12:00', availabilityCount: 6 });
const later = buildSlot({ id: '33_20260612', startTime: '14:00', availabilityCount: 9 });
const schedule = [buildDay('2026-06-12', [soldOut, empty, open, later]), buildDay('2026-06-13', [empty])];

describe('isSlotAvailable', () => {
  it('needs availability and no sold-out flag', () => {
    expect([isSlotAvailable(soldOut), isSlotAvailable(empty), isSlotAvailable(open)]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('firstAvailableSlot', () => {
  it('is "the first slot with availability that is not sold out"', () => {
    expect(firstAvailableSlot([soldOut, empty, open, later])?.id).toBe('32_20260612');
  });

  it('is null when every slot is sold out or empty', () => {
    expect(firstAvailableSlot([soldOut, empty])).toBeNull();
  });
});

describe('maxCapacityFor', () => {
  it('is the slot\'s availability ("Max capacity is that slot\'s availability")', () => {
    expect(maxCapacityFor(later)).toBe(9);
  });

  it('is 0 without a slot', () => {
    expect(maxCapacityFor(null)).toBe(0);
  });
});

describe('slotsForDate', () => {
  it('is empty for a date the schedule does not have', () => {
    expect(slotsForDate(schedule, '2026-07-01')).toEqual([]);
  });
});

describe('selectDate', () => {
  it("loads the date's slots and selects the first available one", () => {
    const choice = selectDate(schedule, '2026-06-12');
    expect(choice.timeSlots.map((slot) => [slot.id, slot.selected])).toEqual([
      ['30_20260612', false],
      ['31_20260612', false],
      ['32_20260612', true],
      ['33_20260612', false],
    ]);
  });

  it("sets max capacity to the selected slot's availability", () => {
    expect(selectDate(schedule, '2026-06-12').maxCapacity).toBe(6);
  });

  it('selects nothing and gives capacity 0 when no slot of the date is available', () => {
    const choice = selectDate(schedule, '2026-06-13');
    expect([choice.selectedSlot, choice.maxCapacity, choice.timeSlots.length]).toEqual([null, 0, 1]);
  });
});

describe('chooseSlot', () => {
  it('moves the selected flag to the chosen slot and takes its capacity', () => {
    const choice = chooseSlot(selectDate(schedule, '2026-06-12').timeSlots, '33_20260612');
    expect([
      choice.selectedSlot?.id,
      choice.maxCapacity,
      choice.timeSlots.filter((s) => s.selected).length,
    ]).toEqual(['33_20260612', 9, 1]);
  });
});
