import { Migration } from '@mikro-orm/migrations';

export class Migration20261128133000_ConsoleSearch extends Migration {

  override name = 'Migration20261128133000_ConsoleSearch';

  override up(): void | Promise<void> {
    this.addSql(`create index "study_partner_id_origin_created_at_index" on "study" ("partner_id", "origin", "created_at");`);
    this.addSql(`create index "study_search_index" on "study" using gin (to_tsvector('simple', coalesce("recipient_name", '') || ' ' || coalesce(replace("recipient_email", '@', ' '), '') || ' ' || coalesce("recipient_phone", '') || ' ' || coalesce("study_label", '')));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "study_search_index";`);
    this.addSql(`drop index "study_partner_id_origin_created_at_index";`);
  }

}
