// Start and end photo rows (no bytes are stored) with decisions for the finished actions that have
// none, for the benches that read the review: by a hash of the action's id, 30 % both accepted, 5 %
// a retake asked, 5 % one photo accepted and 60 % none. A second run finds them and adds nothing.
import type pg from 'pg';

/**
 * Start and end photos, with decisions, for the finished actions that have none. Written with the
 * rollup triggers off and the review counters recounted set-based after (ADR 0042, 0043), in one
 * transaction, as a bulk load does.
 */
export async function addPhotos(db: pg.Client) {
  await db.query('begin');
  await db.query('select kpi_triggers(false)');
  await db.query(`create temp table bench_photos on commit drop as
    select a.id as action_id, i.ident, gen_random_uuid() as file_id, abs(hashtext(a.id::text)) % 100 as bucket
    from actions a cross join (values ('start'), ('end')) i(ident)
    where a.status = 'finished' and not exists (select 1 from action_files f where f.action_id = a.id)`);
  const added = (await db.query('select count(*)::int as n from bench_photos')).rows[0].n as number;
  await db.query(`insert into stored_files (id, kind, storage_key, content_type, size, sha256)
    select file_id, ident, 'bench/' || file_id, 'image/jpeg', 0, '' from bench_photos`);
  await db.query(`insert into action_files (action_id, ident, file_id)
    select action_id, ident, file_id from bench_photos`);
  await db.query(`insert into photo_reviews (file_id, action_id, decision, decided_at)
    select file_id, action_id,
      case when bucket < 30 then 'accept' when bucket < 35 and ident = 'start' then 'retake' else 'accept' end, now()
    from bench_photos where bucket < 35 or (bucket < 40 and ident = 'start')`);
  await db.query('select kpi_review_refill()');
  await db.query('select kpi_triggers(true)');
  await db.query('commit');
  if (added)
    await db.query('vacuum (analyze) actions, action_files, action_receipts, photo_reviews, stored_files');
  return added / 2;
}
