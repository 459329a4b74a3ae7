import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SmsGateway } from '../modules/sms/smsGateway.ts';

/**
 * The SMS stand-in of demo mode and tests: no message leaves the machine; each is kept in
 * `sms_outbox` (the demo's /dev/sms shows the latest 100) and written to the log.
 */
export function outboxSmsGateway(db: Db, log: (line: string) => void = () => undefined): SmsGateway {
  return {
    async send({ phone, scene, content }) {
      await db.execute(sql`insert into sms_outbox (phone, scene, content) values (${phone}, ${scene}, ${content})`);
      // Never the text: it holds the code.
      log(`sms to ${phone.slice(0, 3)}****${phone.slice(-4)} (${scene}) kept in the outbox`);
    },
  };
}
