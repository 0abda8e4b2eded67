import { beijingToday, CERTIFICATE_TYPE_LABELS, type CertificateType } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notify } from '../messages';

/*
 * Certificate reminders (#10 §3): 30 days before a certificate's last day and once it has passed, every login of
 * its company gets a message, once each (`dedupeKey` cert-expiring:{id} / cert-expired:{id}: a run that repeats,
 * or runs on several instances at once, adds nothing). Buying is not blocked by this job — the buy rule reads
 * the dates at each request — it only tells the buyer. A certificate superseded by a later approved one of the
 * same type (a renewal) is not reminded of.
 */

type Due = {
  id: number;
  company_id: number;
  type: CertificateType;
  number: string;
  valid_until: string;
  company: string;
  expired: boolean;
};

/** Sends the reminders due on the Beijing day of `nowMs`; answers how many messages were added. */
export async function remindCertificates(db: Db, nowMs = Date.now()): Promise<number> {
  const today = beijingToday(nowMs);
  const due = await db.execute<Due>(sql`
    SELECT c.id, c.company_id, c.type, c.number, c.valid_until::text, co.name AS company,
      c.valid_until < ${today}::date AS expired
    FROM certificates c JOIN companies co ON co.id = c.company_id
    WHERE c.status = 'approved' AND c.valid_until < ${today}::date + 30
      AND NOT EXISTS (SELECT 1 FROM certificates n WHERE n.company_id = c.company_id AND n.type = c.type
        AND n.status = 'approved' AND n.id <> c.id AND (n.valid_until IS NULL OR n.valid_until > c.valid_until))
      AND EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.company_id AND NOT EXISTS (
        SELECT 1 FROM messages m WHERE m.user_id = u.id AND m.dedupe_key =
          (CASE WHEN c.valid_until < ${today}::date THEN 'cert-expired:' ELSE 'cert-expiring:' END) || c.id))
    ORDER BY c.id`);
  let sent = 0;
  for (const cert of due.rows) {
    const label = CERTIFICATE_TYPE_LABELS[cert.type];
    const notice = cert.expired
      ? {
          title: `${label}已过期`,
          body: `${cert.company}的${label}（${cert.number}）已于${cert.valid_until}到期，请尽快上传新证照；在新证照审核通过前暂不能购买。`,
          dedupeKey: `cert-expired:${cert.id}`,
        }
      : {
          title: `${label}即将过期`,
          body: `${cert.company}的${label}（${cert.number}）将于${cert.valid_until}到期，请提前上传新证照，以免影响采购。`,
          dedupeKey: `cert-expiring:${cert.id}`,
        };
    await db.transaction(async (tx) => {
      const people = await tx.execute<{ id: number }>(
        sql`SELECT id FROM users WHERE company_id = ${cert.company_id}`,
      );
      for (const person of people.rows)
        if (await notify(tx, { userId: person.id, kind: 'certificate', link: '/zhzx/zzzj', ...notice }))
          sent += 1;
    });
  }
  return sent;
}
