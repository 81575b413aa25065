import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { Turns } from './turns';

describe('Turns', () => {
  it('runs one piece at a time in the order asked, and goes on after a failure', async () => {
    const turns = new Turns();
    const log: string[] = [];
    let running = 0;
    const piece = (name: string, fails = false) =>
      turns.run(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} end`);
        running--;
        if (fails) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([piece('a'), piece('b', true), piece('c')]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('lets what arrived on a socket meanwhile be read before the next piece', async () => {
    const turns = new Turns();
    const log: string[] = [];
    let accepted = () => {};
    const server = net.createServer((socket) => {
      socket.on('data', () => log.push('request'));
      accepted();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => (accepted = resolve));
    try {
      const first = turns.run(async () => {
        client.write('GET / HTTP/1.1\r\n\r\n');
        const until = Date.now() + 20;
        while (Date.now() < until); // a part that holds the thread, as a query of the embedded database does
        log.push('part 1');
      });
      const second = turns.run(async () => void log.push('part 2'));
      await Promise.all([first, second]);
      expect(log).toEqual(['part 1', 'request', 'part 2']);
    } finally {
      client.destroy();
      server.close();
    }
  });
});
