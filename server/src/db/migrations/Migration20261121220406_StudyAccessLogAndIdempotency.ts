import { Migration } from '@mikro-orm/migrations';

export class Migration20261121220406_StudyAccessLogAndIdempotency extends Migration {

  override name = 'Migration20261121220406_StudyAccessLogAndIdempotency';

  override up(): void | Promise<void> {
    this.addSql(`create table "study_access_log" ("id" uuid not null, "study_id" uuid not null, "at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "outcome" text not null, primary key ("id"));`);
    this.addSql(`create index "study_access_log_study_id_at_index" on "study_access_log" ("study_id", "at");`);

    this.addSql(`create table "study_idempotency_key" ("id" uuid not null, "partner_id" uuid not null, "key" varchar(255) not null, "request_hash" varchar(64) not null, "study_id" uuid null, "email_sent" boolean null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "study_idempotency_key" add constraint "study_idempotency_key_partner_id_key_unique" unique ("partner_id", "key");`);

    this.addSql(`alter table "study_access_log" add constraint "study_access_log_outcome_check" check ("outcome" in ('redirected', 'not-found', 'gone'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "study_access_log" cascade;`);
    this.addSql(`drop table if exists "study_idempotency_key" cascade;`);
  }

}
