import { Migration } from '@mikro-orm/migrations';

export class Migration20261121215748_HdoSchedule extends Migration {

  override name = 'Migration20261121215748_HdoSchedule';

  override up(): void | Promise<void> {
    this.addSql(`create table "hdo_schedule" ("id" uuid not null, "distributor" varchar(3) not null, "region_key" varchar(40) null, "region_name" varchar(100) null, "command" varchar(60) not null, "code" varchar(60) not null, "valid_from" varchar(10) not null, "valid_to" varchar(10) null, "valid_to_stated" boolean not null, "days" jsonb not null, "rates" jsonb not null, "kind" text not null, "source" varchar(500) not null, "note" varchar(1000) not null, "imported_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "hdo_schedule_distributor_index" on "hdo_schedule" ("distributor");`);

    this.addSql(`alter table "hdo_schedule" add constraint "hdo_schedule_kind_check" check ("kind" in ('ripple-control', 'smart-meter-band', 'day-observation'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hdo_schedule" cascade;`);
  }

}
