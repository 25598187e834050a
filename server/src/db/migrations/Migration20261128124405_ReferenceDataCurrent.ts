import { Migration } from '@mikro-orm/migrations';

export class Migration20261128124405_ReferenceDataCurrent extends Migration {

  override name = 'Migration20261128124405_ReferenceDataCurrent';

  override up(): void | Promise<void> {
    this.addSql(`create table "spot_day" ("day" varchar(10) not null, "resolution_minutes" int not null, "eur_per_mwh" jsonb not null, "eur_czk" double precision null, "fixing_date" varchar(10) null, "hourly_czk" jsonb null, "source" varchar(300) not null, "updated_at" timestamptz not null, primary key ("day"));`);
    this.addSql(`create table "tariff_year" ("year" int not null, "price_lists" jsonb not null, "source" varchar(500) not null, "imported_at" timestamptz not null, primary key ("year"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "spot_day" cascade;`);
    this.addSql(`drop table if exists "tariff_year" cascade;`);
  }

}
