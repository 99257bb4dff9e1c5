#!/usr/bin/env python3
"""A bad network link in user space, between two TUN devices.

This machine's kernel has no sch_netem (`tc qdisc add ... netem` says "Specified qdisc kind is
unknown") and no tbf, so `tc netem` cannot shape a veth pair here. This relay does what netem would,
on a point-to-point link between the host (TUN `host_if`) and a network namespace (TUN `ns_if`, moved
into the namespace after this process attached to it): every IP packet crossing the link is

- queued behind the ones before it at `rate_kbit` (a token bucket per direction, drop-tail once
  `queue_ms` of data waits, like a mobile link's buffer),
- lost with probability `loss` (per packet, per direction),
- delivered `delay_ms` later (one way; the round trip is twice that).

The shape is read from a JSON file ({"delay_ms", "loss", "rate_kbit", "queue_ms"}) at start and
again on SIGHUP. SIGUSR1 starts an outage (every packet dropped), SIGUSR2 ends it. SIGTERM ends the
relay, which prints one JSON line of counters. The TUN devices must exist (`ip tuntap add ... mode tun`).

usage: link.py HOST_IF NS_IF SHAPE_JSON_FILE
"""
import fcntl
import heapq
import json
import os
import random
import select
import signal
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000


def attach(name: str) -> int:
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    return fd


def main() -> None:
    host_if, ns_if, shape_file = sys.argv[1], sys.argv[2], sys.argv[3]
    shape = {}

    def load(*_):
        with open(shape_file) as f:
            given = json.load(f)
        shape.update(
            delay=float(given.get("delay_ms", 0)) / 1000,
            loss=float(given.get("loss", 0)),
            rate=float(given.get("rate_kbit", 1_000_000)) * 1000 / 8,  # bytes per second
            queue=float(given.get("queue_ms", 500)) / 1000,
        )

    load()
    host, ns = attach(host_if), attach(ns_if)
    other = {host: ns, ns: host}
    free_at = {host: 0.0, ns: 0.0}  # when each direction's link has sent what it holds
    pending: list = []  # (deliver_at, seq, out_fd, packet)
    seq = 0
    counters = {"forwarded": 0, "lost": 0, "queue_dropped": 0, "outage_dropped": 0}
    state = {"outage": False, "running": True}

    signal.signal(signal.SIGHUP, load)
    signal.signal(signal.SIGUSR1, lambda *_: state.update(outage=True))
    signal.signal(signal.SIGUSR2, lambda *_: state.update(outage=False))
    signal.signal(signal.SIGTERM, lambda *_: state.update(running=False))
    signal.signal(signal.SIGINT, lambda *_: state.update(running=False))
    print(json.dumps({"ready": True, "pid": os.getpid()}), flush=True)

    while state["running"]:
        now = time.monotonic()
        while pending and pending[0][0] <= now:
            _, _, out, packet = heapq.heappop(pending)
            try:
                os.write(out, packet)
                counters["forwarded"] += 1
            except OSError:
                pass
        timeout = max(0.0, pending[0][0] - now) if pending else 0.2
        try:
            readable, _, _ = select.select([host, ns], [], [], min(timeout, 0.2))
        except InterruptedError:
            continue
        now = time.monotonic()
        for fd in readable:
            while True:
                try:
                    packet = os.read(fd, 65535)
                except BlockingIOError:
                    break
                except OSError:
                    break
                if state["outage"]:
                    counters["outage_dropped"] += 1
                    continue
                start = max(now, free_at[fd])
                if start - now > shape["queue"]:
                    counters["queue_dropped"] += 1
                    continue
                free_at[fd] = start + len(packet) / shape["rate"]
                if random.random() < shape["loss"]:
                    counters["lost"] += 1
                    continue
                seq += 1
                heapq.heappush(pending, (free_at[fd] + shape["delay"], seq, other[fd], packet))
    print(json.dumps(counters), flush=True)


if __name__ == "__main__":
    main()
