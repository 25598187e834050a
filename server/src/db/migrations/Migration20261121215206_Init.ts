import { Migration } from '@mikro-orm/migrations';

export class Migration20261121215206_Init extends Migration {

  override name = 'Migration20261121215206_Init';

  override up(): void | Promise<void> {
    this.addSql(`create table "partner" ("id" uuid not null, "name" varchar(200) not null, "ico" varchar(8) not null, "logo_url" varchar(2048) null, "logo_data" bytea null, "logo_media_type" varchar(100) null, "contact_email" varchar(254) null, "contact_phone" varchar(40) null, "web" varchar(2048) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "partner" add constraint "partner_ico_unique" unique ("ico");`);

    this.addSql(`create table "refresh_token" ("id" uuid not null, "partner_id" uuid not null, "kind" text not null, "token_hash" varchar(64) not null, "allowed_origins" jsonb not null default '[]', "label" varchar(200) null, "created_at" timestamptz not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "refresh_token_partner_id_index" on "refresh_token" ("partner_id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "study" ("id" uuid not null, "partner_id" uuid not null, "created_at" timestamptz not null, "annual_saving" double precision null, "currency" varchar(3) not null default 'CZK', "payback_years" double precision null, "study_label" varchar(200) null, "external_user_id" varchar(128) null, "recipient_email" varchar(254) null, "recipient_name" varchar(200) null, "recipient_phone" varchar(40) null, "wants_contact" boolean not null default false, "origin" varchar(2048) null, "branding_partner" uuid null, "language" varchar(2) not null default 'cs', "email_sent" boolean not null default false, "redacted_at" timestamptz null, "user_id" varchar(128) null, "input" jsonb not null, "result" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "study_partner_id_created_at_index" on "study" ("partner_id", "created_at");`);
    this.addSql(`create index "study_partner_id_external_user_id_index" on "study" ("partner_id", "external_user_id");`);

    this.addSql(`alter table "refresh_token" add constraint "refresh_token_partner_id_foreign" foreign key ("partner_id") references "partner" ("id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_kind_check" check ("kind" in ('api', 'embed'));`);

    this.addSql(`alter table "study" add constraint "study_partner_id_foreign" foreign key ("partner_id") references "partner" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_token" drop constraint "refresh_token_partner_id_foreign";`);
    this.addSql(`alter table "study" drop constraint "study_partner_id_foreign";`);

    this.addSql(`drop table if exists "partner" cascade;`);
    this.addSql(`drop table if exists "refresh_token" cascade;`);
    this.addSql(`drop table if exists "study" cascade;`);
  }

}
