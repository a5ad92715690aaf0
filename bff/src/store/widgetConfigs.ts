import type { GlobalConfig, Product } from '@booking/shared-contracts';
import type { SqlClient } from './sqlClient';

/** A widget configuration as the table keeps it. */
export interface StoredWidgetConfig {
  configId: string;
  globalConfig: GlobalConfig;
  products: Product[];
  /** Written by the seed at start (refreshed then) rather than imported or edited. */
  seeded: boolean;
  updatedAt: Date;
}

export interface WidgetConfigsRepository {
  list(): Promise<StoredWidgetConfig[]>;
  get(configId: string): Promise<StoredWidgetConfig | undefined>;
  /** Inserts or replaces a config (an import or an edit: no longer seeded). */
  save(
    config: { configId: string; globalConfig: GlobalConfig; products: Product[] },
    now: Date,
  ): Promise<StoredWidgetConfig>;
  /** Removes a config; false when there was none. */
  delete(configId: string): Promise<boolean>;
  /** Writes a seeded config unless the row exists and was imported or edited since. */
  seed(
    config: { configId: string; globalConfig: GlobalConfig; products: Product[] },
    now: Date,
  ): Promise<void>;
}

interface Row {
  config_id: string;
  global_config: GlobalConfig;
  products: Product[];
  seeded: boolean;
  updated_at: Date;
}

const COLUMNS = 'config_id, global_config, products, seeded, updated_at';
const toConfig = (row: Row): StoredWidgetConfig => ({
  configId: row.config_id,
  globalConfig: row.global_config,
  products: row.products,
  seeded: row.seeded,
  updatedAt: new Date(row.updated_at.getTime()),
});

/** widget_configs access over any SqlClient. */
export function createWidgetConfigsRepository(sql: SqlClient): WidgetConfigsRepository {
  const upsert = async (
    config: { configId: string; globalConfig: GlobalConfig; products: Product[] },
    now: Date,
    seeded: boolean,
  ) =>
    sql.query<Row>(
      `INSERT INTO widget_configs (config_id, global_config, products, seeded, created_at, updated_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $5)
       ON CONFLICT (config_id) DO UPDATE SET global_config = EXCLUDED.global_config,
         products = EXCLUDED.products, seeded = EXCLUDED.seeded, updated_at = EXCLUDED.updated_at
       WHERE NOT EXCLUDED.seeded OR widget_configs.seeded
       RETURNING ${COLUMNS}`,
      [
        config.configId,
        JSON.stringify(config.globalConfig),
        JSON.stringify(config.products),
        seeded,
        now.toISOString(),
      ],
    );
  return {
    async list() {
      const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM widget_configs ORDER BY config_id`);
      return rows.map(toConfig);
    },
    async get(configId) {
      const { rows } = await sql.query<Row>(`SELECT ${COLUMNS} FROM widget_configs WHERE config_id = $1`, [
        configId,
      ]);
      return rows[0] ? toConfig(rows[0]) : undefined;
    },
    async save(config, now) {
      const { rows } = await upsert(config, now, false);
      if (!rows[0]) throw new Error('widget config upsert returned no row');
      return toConfig(rows[0]);
    },
    async delete(configId) {
      const { rows } = await sql.query<{ config_id: string }>(
        'DELETE FROM widget_configs WHERE config_id = $1 RETURNING config_id',
        [configId],
      );
      return rows.length > 0;
    },
    async seed(config, now) {
      await upsert(config, now, true);
    },
  };
}
