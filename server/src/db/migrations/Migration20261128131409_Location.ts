import { Migration } from '@mikro-orm/migrations';

export class Migration20261128131409_Location extends Migration {

  override name = 'Migration20261128131409_Location';

  override up(): void | Promise<void> {
    this.addSql(`create table "pvgis_cell" ("cell" varchar(24) not null, "latitude" double precision not null, "longitude" double precision not null, "elevation_m" double precision not null, "pvgis_version" varchar(100) not null, "radiation_database" varchar(60) not null, "meteo_database" varchar(60) null, "year_min" int not null, "year_max" int not null, "time_offset_hours" double precision not null, "month_years" jsonb not null, "series" bytea not null, "fetched_at" timestamptz not null, "used_at" timestamptz not null, primary key ("cell"));`);
    this.addSql(`create index "pvgis_cell_used_at_index" on "pvgis_cell" ("used_at");`);
    this.addSql(`alter table "partner" add column "default_latitude" double precision null, add column "default_longitude" double precision null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pvgis_cell" cascade;`);
    this.addSql(`alter table "partner" drop column "default_latitude", drop column "default_longitude";`);
  }

}
