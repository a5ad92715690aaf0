import pg from 'pg';

/** Postgres type oids whose text form both engines parse the same way (see SqlClient). */
const OID = {
  int8: 20,
  json: 114,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  numeric: 1700,
  jsonb: 3802,
} as const;

const keepText = (value: string): string => value;

/**
 * Parsers applied by both engines. Dates stay 'YYYY-MM-DD' text because a calendar date has no
 * time zone (pg's default would turn it into local midnight); big integers stay exact strings.
 */
export const typeParsers: Readonly<Record<number, (value: string) => unknown>> = {
  [OID.int8]: keepText,
  [OID.numeric]: keepText,
  [OID.date]: keepText,
  [OID.json]: pg.types.getTypeParser(OID.json, 'text') as (value: string) => unknown,
  [OID.jsonb]: pg.types.getTypeParser(OID.jsonb, 'text') as (value: string) => unknown,
  [OID.timestamp]: pg.types.getTypeParser(OID.timestamp, 'text') as (value: string) => unknown,
  [OID.timestamptz]: pg.types.getTypeParser(OID.timestamptz, 'text') as (value: string) => unknown,
};

/** The `types` option of a pg client: our parsers first, pg's defaults for everything else. */
export const pgTypeOverrides = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    typeParsers[oid] ??
    (pg.types.getTypeParser(oid, format ?? 'text') as (
      value: string,
    ) => unknown)) as typeof pg.types.getTypeParser,
};
