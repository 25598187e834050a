import { Migration } from '@mikro-orm/migrations';

export class Migration20261122164744_ScaleOut extends Migration {

  override name = 'Migration20261122164744_ScaleOut';

  override up(): void | Promise<void> {
    this.addSql(`create table "job_schedule" ("name" varchar(100) not null, "next_run_at" timestamptz not null, "claimed_by" varchar(64) null, primary key ("name"));`);

    this.addSql(`create table "rate_limit_counter" ("bucket" varchar(512) not null, "hits" int not null, "window_ends_at" timestamptz not null, primary key ("bucket"));`);
    this.addSql(`create index "rate_limit_counter_window_ends_at_index" on "rate_limit_counter" ("window_ends_at");`);

    this.addSql(`create table "study_mail" ("study_id" uuid not null, "message" jsonb not null, "attempts" int not null, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "last_error" varchar(1000) null, "created_at" timestamptz not null, primary key ("study_id"));`);
    this.addSql(`create index "study_mail_next_attempt_at_index" on "study_mail" ("next_attempt_at");`);

    // Studies from before the mail queue: an unsent e-mail was never retried.
    this.addSql(`alter table "study" add "email_status" text not null default 'failed';`);
    this.addSql(`update "study" set "email_status" = 'sent' where "email_sent";`);
    this.addSql(`alter table "study" alter column "email_status" set default 'pending';`);
    this.addSql(`create index "study_retention_index" on "study" ("created_at") where "redacted_at" is null;`);
    this.addSql(`alter table "study" add constraint "study_email_status_check" check ("email_status" in ('sent', 'pending', 'failed', 'disabled'));`);

    this.addSql(`create index "study_access_log_at_index" on "study_access_log" ("at");`);

    this.addSql(`create index "study_idempotency_key_created_at_index" on "study_idempotency_key" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_schedule" cascade;`);
    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
    this.addSql(`drop table if exists "study_mail" cascade;`);

    this.addSql(`drop index "study_retention_index";`);
    this.addSql(`alter table "study" drop constraint "study_email_status_check";`);
    this.addSql(`alter table "study" drop column "email_status";`);

    this.addSql(`drop index "study_access_log_at_index";`);

    this.addSql(`drop index "study_idempotency_key_created_at_index";`);
  }

}
