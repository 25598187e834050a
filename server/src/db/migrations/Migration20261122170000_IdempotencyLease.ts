import { Migration } from '@mikro-orm/migrations';

export class Migration20261122170000_IdempotencyLease extends Migration {

  override name = 'Migration20261122170000_IdempotencyLease';

  override up(): void | Promise<void> {
    this.addSql(`alter table "study_idempotency_key" add column "lease_expires_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "study_idempotency_key" drop column "lease_expires_at";`);
  }

}
