import { Migration } from '@mikro-orm/migrations';

export class Migration20261128123518_Webhooks extends Migration {

  override name = 'Migration20261128123518_Webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook_attempt" ("id" uuid not null, "delivery_id" uuid not null, "attempt" int not null, "at" timestamptz not null, "outcome" text not null, "status_code" int null, "duration_ms" int not null, "error" varchar(500) null, "response_excerpt" varchar(1024) null, primary key ("id"));`);
    this.addSql(`create index "webhook_attempt_delivery_id_at_index" on "webhook_attempt" ("delivery_id", "at");`);
    this.addSql(`create index "webhook_attempt_at_index" on "webhook_attempt" ("at");`);

    this.addSql(`create table "webhook_delivery" ("id" uuid not null, "event_id" uuid not null, "partner_id" uuid not null, "channel" text not null, "endpoint_id" uuid null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "locked_until" timestamptz null, "last_error" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_endpoint_id_created_at_index" on "webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(`create index "webhook_delivery_event_id_index" on "webhook_delivery" ("event_id");`);
    this.addSql(`create index "webhook_delivery_updated_at_index" on "webhook_delivery" ("updated_at");`);
    this.addSql(`create index "webhook_delivery_due_index" on "webhook_delivery" ("next_attempt_at") where "status" = 'pending';`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_event_id_endpoint_id_unique" unique ("event_id", "endpoint_id");`);

    this.addSql(`create table "webhook_endpoint" ("id" uuid not null, "partner_id" uuid not null, "url" varchar(2048) not null, "description" varchar(500) null, "events" jsonb not null, "enabled" boolean not null default true, "disabled_reason" varchar(20) null, "secret" varchar(100) not null, "previous_secret" varchar(100) null, "previous_secret_expires_at" timestamptz null, "failing_since" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "webhook_endpoint_partner_id_created_at_index" on "webhook_endpoint" ("partner_id", "created_at");`);

    this.addSql(`create table "webhook_event" ("id" uuid not null, "partner_id" uuid not null, "type" varchar(40) not null, "study_id" uuid null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "webhook_event_created_at_index" on "webhook_event" ("created_at");`);
    this.addSql(`create index "webhook_event_study_id_index" on "webhook_event" ("study_id");`);

    this.addSql(`alter table "partner" add "language" varchar(2) not null default 'cs', add "lead_emails" jsonb null;`);

    this.addSql(`alter table "webhook_attempt" add constraint "webhook_attempt_outcome_check" check ("outcome" in ('succeeded', 'failed'));`);

    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_channel_check" check ("channel" in ('webhook', 'email'));`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'cancelled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_event" cascade;`);

    this.addSql(`alter table "partner" drop column "language", drop column "lead_emails";`);
  }

}
