import { Migration } from '@mikro-orm/migrations';

export class Migration20261128140556_PartnerAccentColor extends Migration {

  override name = 'Migration20261128140556_PartnerAccentColor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "partner" add column "accent_color" varchar(7) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "partner" drop column "accent_color";`);
  }

}
