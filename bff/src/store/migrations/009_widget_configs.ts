/**
 * Widget configurations (global config + products) per config id, so a site is onboarded with an import
 * instead of a code change. Credentials never live here: they stay in `{CONFIGID}_*` variables. A seeded
 * row (the `demo` config built from the environment) is refreshed at start until someone edits it.
 */
export const sql = `
CREATE TABLE widget_configs (
  config_id     text        PRIMARY KEY,
  global_config jsonb       NOT NULL,
  products      jsonb       NOT NULL,
  seeded        boolean     NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
`;
