import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase, type OpenTestDatabase } from '../../testing/test-databases';
import { createMailer, readOutbox } from '../mailer';

/** A minimal SMTP peer: enough of the protocol for nodemailer to deliver one message. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket: Socket) => {
    let data = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
}

let testDatabase: OpenTestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  testDatabase = await openTestDatabase('pglite', 'schema');
  database = testDatabase.database;
});
afterAll(() => testDatabase.close());

describe('mailer', () => {
  it('writes every message to the outbox with its links, newest first', async () => {
    const mailer = createMailer(database.db);
    await mailer.send({
      to: 'a@example.com',
      subject: 'First',
      text: 'Open http://localhost:3000/confirm-email?token=abc now.',
    });
    await mailer.send({ to: 'a@example.com', subject: 'Second', text: 'No links here.' });
    const messages = await readOutbox(database.db, 'A@example.com');
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(messages[1]!.links).toEqual(['http://localhost:3000/confirm-email?token=abc']);
  });

  it('also delivers through SMTP when SMTP_URL is set, and marks the message sent', async () => {
    const received: string[] = [];
    const server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const mailer = createMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    });
    await mailer.send({
      to: 'b@example.com',
      subject: 'Reset your password',
      text: 'Hello over SMTP',
    });
    server.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/Subject: Reset your password/);
    expect(received[0]).toMatch(/Hello over SMTP/);
    const [stored] = await readOutbox(database.db, 'b@example.com');
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect((await readOutbox(database.db, 'a@example.com'))[0]?.sentAt).toBeNull();
  });
});
