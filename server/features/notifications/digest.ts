// The daily low-stock digest's schedule: once a day per provider, at or after its digest hour in
// its time zone. A provider's day is claimed by moving last_digest_on forward in the statement
// that writes the digest's outbox row; an instance that looks at the same moment waits for that
// row lock and then finds the day taken, so the digest is written once however many instances run.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { notificationSettings, notifications, reorderRules } from '../../db/schema'
import { localDateAndHour } from './local-time'

/**
 * Writes the digest rows that are due at `now` and answers how many. Providers without a reorder
 * rule have their day claimed with no row: nothing of theirs can be low. Whether anything is low
 * is read when the digest is sent, from the low-stock list itself.
 */
export async function scheduleDigests(db: Db, now: Date): Promise<number> {
  const zones = await rowsOf<{ time_zone: string }>(
    db,
    sql`select distinct ${notificationSettings.timeZone} as time_zone from ${notificationSettings}
      where ${notificationSettings.lowStockDigest}`,
  )
  const due = zones.flatMap(({ time_zone }) => {
    try {
      const local = localDateAndHour(time_zone, now)
      return [sql`(${time_zone}, ${local.date}::date, ${local.hour}::int)`]
    } catch {
      // A zone this runtime does not know (settings are checked on write, by another runtime
      // perhaps): its providers wait for an instance that knows it.
      return []
    }
  })
  if (due.length === 0) return 0
  const written = await rowsOf<{ id: number }>(
    db,
    sql`with due (time_zone, local_date, local_hour) as (values ${sql.join(due, sql`, `)}),
      claimed as (
        update ${notificationSettings} s set last_digest_on = due.local_date
        from due
        where s.time_zone = due.time_zone and s.low_stock_digest
          and s.digest_hour <= due.local_hour
          and (s.last_digest_on is null or s.last_digest_on < due.local_date)
        returning s.provider_id, due.local_date)
      insert into ${notifications} (provider_id, kind, payload)
      select c.provider_id, 'low_stock_digest', json_build_object('day', c.local_date)
      from claimed c
      where exists (select 1 from ${reorderRules} r where r.provider_id = c.provider_id)
      returning id`,
  )
  return written.length
}
