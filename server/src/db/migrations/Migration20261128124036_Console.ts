import { Migration } from '@mikro-orm/migrations';

export class Migration20261128124036_Console extends Migration {

  override name = 'Migration20261128124036_Console';

  override up(): void | Promise<void> {
    this.addSql(`create table "console_audit" ("id" uuid not null, "partner_id" uuid not null, "at" timestamptz not null, "actor_user_id" uuid null, "actor_email" varchar(254) null, "action" varchar(60) not null, "target" varchar(300) null, "details" jsonb not null default '{}', primary key ("id"));`);
    this.addSql(`create index "console_audit_partner_id_at_index" on "console_audit" ("partner_id", "at");`);

    this.addSql(`create table "console_user" ("id" uuid not null, "partner_id" uuid not null, "email" varchar(254) not null, "role" text not null, "password_hash" varchar(255) null, "created_at" timestamptz not null, "password_changed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "console_user_partner_id_index" on "console_user" ("partner_id");`);
    this.addSql(`alter table "console_user" add constraint "console_user_email_unique" unique ("email");`);

    this.addSql(`create table "console_session" ("id_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(512) null, primary key ("id_hash"));`);
    this.addSql(`create index "console_session_user_id_index" on "console_session" ("user_id");`);
    this.addSql(`create index "console_session_expires_at_index" on "console_session" ("expires_at");`);

    this.addSql(`create table "console_link_token" ("token_hash" varchar(64) not null, "user_id" uuid not null, "purpose" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`);
    this.addSql(`create index "console_link_token_user_id_index" on "console_link_token" ("user_id");`);
    this.addSql(`create index "console_link_token_expires_at_index" on "console_link_token" ("expires_at");`);

    this.addSql(`create table "study_lead" ("study_id" uuid not null, "partner_id" uuid not null, "status" text not null, "note" varchar(1000) null, "changed_by_user_id" uuid null, "changed_by_email" varchar(254) null, "changed_at" timestamptz not null, primary key ("study_id"));`);
    this.addSql(`create index "study_lead_partner_id_status_index" on "study_lead" ("partner_id", "status");`);

    this.addSql(`alter table "console_user" add constraint "console_user_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on delete cascade;`);
    this.addSql(`alter table "console_user" add constraint "console_user_role_check" check ("role" in ('owner', 'member'));`);

    this.addSql(`alter table "console_session" add constraint "console_session_user_id_foreign" foreign key ("user_id") references "console_user" ("id") on delete cascade;`);

    this.addSql(`alter table "console_link_token" add constraint "console_link_token_user_id_foreign" foreign key ("user_id") references "console_user" ("id") on delete cascade;`);
    this.addSql(`alter table "console_link_token" add constraint "console_link_token_purpose_check" check ("purpose" in ('invite', 'reset'));`);

    this.addSql(`alter table "study_lead" add constraint "study_lead_status_check" check ("status" in ('new', 'contacted', 'won', 'lost'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "console_session" drop constraint "console_session_user_id_foreign";`);
    this.addSql(`alter table "console_link_token" drop constraint "console_link_token_user_id_foreign";`);

    this.addSql(`drop table if exists "console_audit" cascade;`);
    this.addSql(`drop table if exists "console_user" cascade;`);
    this.addSql(`drop table if exists "console_session" cascade;`);
    this.addSql(`drop table if exists "console_link_token" cascade;`);
    this.addSql(`drop table if exists "study_lead" cascade;`);
  }

}
