import { Migration } from '@mikro-orm/migrations';

export class Migration20261122165310_AccessTokenDenialAndStudyBranding extends Migration {

  override name = 'Migration20261122165310_AccessTokenDenialAndStudyBranding';

  override up(): void | Promise<void> {
    this.addSql(`create table "access_token_denial" ("token_id" uuid not null, "denied_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_id"));`);
    this.addSql(`create index "access_token_denial_expires_at_index" on "access_token_denial" ("expires_at");`);

    this.addSql(`alter table "study" add "partner_ico" varchar(8) null, add "partner_ico_honoured" boolean null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access_token_denial" cascade;`);

    this.addSql(`alter table "study" drop column "partner_ico", drop column "partner_ico_honoured";`);
  }

}
