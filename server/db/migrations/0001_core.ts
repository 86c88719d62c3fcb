import { sql, type Kysely } from 'kysely';

// Unix seconds, as NiuShop stores times.
export const now = sql<number>`extract(epoch from now())::bigint`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_config')
    .addColumn('config_key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('config_desc', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_use', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addColumn('modify_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sys_idempotency')
    .addColumn('scope', 'varchar(50)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('idem_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('create_time', 'bigint', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('sys_idempotency_pk', ['scope', 'member_id', 'idem_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_idempotency').execute();
  await db.schema.dropTable('sys_config').execute();
}
