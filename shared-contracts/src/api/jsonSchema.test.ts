import { array, boolean, mixed, number, object, string } from 'yup';
import { yupToJsonSchema } from './jsonSchema';
import { isoDateField, paymentAmountField } from './fields';

describe('yupToJsonSchema', () => {
  it('lists required object fields and converts each property', () => {
    const schema = object({ a: string().required(), b: number().optional(), c: boolean().default(true) });
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: 'boolean', default: true } },
      required: ['a'],
    });
  });

  it('keeps string patterns and length bounds', () => {
    expect(
      yupToJsonSchema(
        string()
          .matches(/^\d{6}$/)
          .min(6)
          .max(6),
      ),
    ).toEqual({
      type: 'string',
      pattern: '^\\d{6}$',
      minLength: 6,
      maxLength: 6,
    });
  });

  it('tells integers from numbers and keeps inclusive and exclusive bounds', () => {
    expect(yupToJsonSchema(number().integer().min(1).max(100))).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(yupToJsonSchema(number().positive())).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(yupToJsonSchema(number().lessThan(5))).toEqual({ type: 'number', exclusiveMaximum: 5 });
  });

  it('turns oneOf into enum and nullable into a null type', () => {
    expect(yupToJsonSchema(string().oneOf(['a', 'b']))).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(yupToJsonSchema(string().nullable())).toEqual({ type: ['string', 'null'] });
    expect(yupToJsonSchema(string().oneOf(['a']).nullable())).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
  });

  it('converts arrays with item schemas and item-count bounds', () => {
    expect(yupToJsonSchema(array(number().integer().required()).min(1))).toEqual({
      type: 'array',
      minItems: 1,
      items: { type: 'integer' },
    });
  });

  it('leaves mixed values untyped', () => {
    expect(yupToJsonSchema(mixed())).toEqual({});
  });

  it('expresses calendar dates as format date and two-decimal amounts as multipleOf 0.01', () => {
    expect(yupToJsonSchema(isoDateField())).toEqual({ type: 'string', format: 'date' });
    expect(yupToJsonSchema(paymentAmountField())).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      multipleOf: 0.01,
    });
  });

  it('emits oneOf for schemas that carry alternative forms in meta', () => {
    const a = object({ x: string().required() });
    const b = object({ y: string().required() });
    expect(yupToJsonSchema(object().meta({ oneOf: [a, b] }))).toEqual({
      oneOf: [yupToJsonSchema(a), yupToJsonSchema(b)],
    });
  });
});
