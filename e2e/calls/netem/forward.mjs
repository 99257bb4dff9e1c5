// Runs inside the bad link's network namespace: a browser there opens http://localhost:PORT (a
// secure context, the app's cookies) and this forwards each connection across the link to the app
// on the host, same port. usage: node forward.mjs TARGET_HOST PORT [PORT ...]
import net from 'node:net';

const [target, ...ports] = process.argv.slice(2);
for (const port of ports) {
  net
    .createServer((client) => {
      const upstream = net.connect(Number(port), target);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end);
      upstream.on('error', end);
      client.on('close', end);
      upstream.on('close', end);
    })
    .listen(Number(port), '127.0.0.1', () => console.log(`forwarding 127.0.0.1:${port} -> ${target}:${port}`));
}
