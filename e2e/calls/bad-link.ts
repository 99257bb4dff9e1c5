import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../browsers';
import { machineWait } from '../slowdown';

/** The shape of the emulated link, each direction (the round trip is twice `delayMs`). */
export type LinkShape = { delayMs: number; loss: number; rateKbit: number; queueMs?: number };

/**
 * A browser behind a bad network: a network namespace joined to the host by a point-to-point link
 * whose packets pass through e2e/calls/netem/link.py (delay, loss, rate, outages). `tc netem` would
 * be the usual tool, but this machine's kernel has no sch_netem (nor tbf), so the link is two TUN
 * devices with the emulator between them: the same effect on every packet, media and signalling.
 *
 * A browser started with `chromium` (a wrapper that runs Debian's Chromium inside the namespace)
 * reaches the app at http://localhost:<port> through e2e/calls/netem/forward.mjs, so it is a secure
 * context with the app's cookies; its peer connection's host candidate is the namespace's address,
 * so the call's media crosses the link too. Needs root (ip netns, TUN) and python3.
 */
export class BadLink {
  private constructor(
    readonly name: string,
    readonly hostAddress: string,
    readonly chromium: string,
    private readonly dir: string,
    private readonly relay: ChildProcess,
    private readonly forwarder: ChildProcess,
    private readonly counters: Promise<string>,
  ) {}

  static async up(options: { id: number; appPorts: number[]; shape: LinkShape }): Promise<BadLink> {
    const name = `abg${options.id}`;
    const [hostIf, nsIf] = [`${name}h`, `${name}n`];
    const net = `10.213.${options.id % 250}`;
    BadLink.remove(name);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    const shapeFile = path.join(dir, 'shape.json');
    writeShape(shapeFile, options.shape);
    const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });
    if (!fs.existsSync('/dev/net/tun')) {
      fs.mkdirSync('/dev/net', { recursive: true });
      execFileSync('mknod', ['/dev/net/tun', 'c', '10', '200']);
    }
    ip('netns', 'add', name);
    ip('tuntap', 'add', 'dev', hostIf, 'mode', 'tun');
    ip('tuntap', 'add', 'dev', nsIf, 'mode', 'tun');
    // The relay attaches to both devices first; the namespace's end then moves into it, attached.
    const relay = spawn('python3', [path.join(__dirname, 'netem', 'link.py'), hostIf, nsIf, shapeFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    relay.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const counters = new Promise<string>((resolve) => relay.on('exit', () => resolve(out.trim().split('\n').at(-1) ?? '')));
    await untilPrinted(relay, (printed) => printed.includes('"ready"'), 'the link relay');
    ip('link', 'set', nsIf, 'netns', name);
    ip('addr', 'add', `${net}.1`, 'peer', `${net}.2`, 'dev', hostIf);
    ip('link', 'set', hostIf, 'up');
    ip('netns', 'exec', name, 'ip', 'addr', 'add', `${net}.2`, 'peer', `${net}.1`, 'dev', nsIf);
    ip('netns', 'exec', name, 'ip', 'link', 'set', nsIf, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
    const forwarder = spawn(
      'ip',
      ['netns', 'exec', name, process.execPath, path.join(__dirname, 'netem', 'forward.mjs'), `${net}.1`, ...options.appPorts.map(String)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await untilPrinted(
      forwarder,
      (printed) => printed.split('\n').filter((l) => l.startsWith('forwarding')).length === options.appPorts.length,
      'the forwarder',
    );
    const chromium = path.join(dir, 'chromium-in-netns.sh');
    fs.writeFileSync(chromium, `#!/bin/sh\nexec ip netns exec ${name} ${chromiumPath} "$@"\n`, {
      mode: 0o755,
    });
    const link = new BadLink(name, `${net}.1`, chromium, dir, relay, forwarder, counters);
    link.shapeFile = shapeFile;
    return link;
  }

  private shapeFile = '';

  /** A new shape from now on. */
  reshape(shape: LinkShape): void {
    writeShape(this.shapeFile, shape);
    this.relay.kill('SIGHUP');
  }

  /** Every packet dropped (both ways) until `outage(false)`. */
  outage(on: boolean): void {
    this.relay.kill(on ? 'SIGUSR1' : 'SIGUSR2');
  }

  /** Ends the relay and the forwarder (by their PIDs) and removes the namespace; returns the relay's counters. */
  async down(): Promise<string> {
    this.forwarder.kill('SIGTERM');
    this.relay.kill('SIGTERM');
    // The relay prints its counters as it exits; a relay that hangs is not waited for past 15 s (the
    // counters are only logged).
    let timer: NodeJS.Timeout | undefined;
    const counters = await Promise.race([
      this.counters,
      new Promise<string>((r) => (timer = setTimeout(() => r(''), machineWait(15_000)))),
    ]);
    clearTimeout(timer);
    BadLink.remove(this.name);
    fs.rmSync(this.dir, { recursive: true, force: true });
    return counters;
  }

  /** Removes what a run of this name left behind (a crashed run). */
  static remove(name: string): void {
    for (const args of [
      ['netns', 'del', name],
      ['link', 'del', `${name}h`],
      ['link', 'del', `${name}n`],
    ]) {
      try {
        execFileSync('ip', args, { stdio: 'ignore' });
      } catch {
        // not there
      }
    }
  }
}

function writeShape(file: string, shape: LinkShape): void {
  fs.writeFileSync(
    file,
    JSON.stringify({ delay_ms: shape.delayMs, loss: shape.loss, rate_kbit: shape.rateKbit, queue_ms: shape.queueMs ?? 500 }),
  );
}

/**
 * Resolves once what `child` printed so far satisfies `done` (checked as each piece arrives); fails
 * if it exits first, or after a minute (a start that hung; a busy machine starts it in seconds).
 */
function untilPrinted(child: ChildProcess, done: (printed: string) => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onData = (d: Buffer) => {
      printed += d.toString();
      if (done(printed)) finish();
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`${what} exited (${code ?? signal}) before it was ready`));
    const timer = setTimeout(() => finish(new Error(`${what} was not ready within a minute`)), machineWait(60_000));
    child.stdout!.on('data', onData);
    child.on('exit', onExit);
  });
}
