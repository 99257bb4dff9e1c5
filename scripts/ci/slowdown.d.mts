/** Milliseconds of one run of the reference workload. */
export function timeWorkload(): number;
/** How much slower this machine runs now than the reference machine: a factor in [1, 4], one decimal. */
export function measureSlowdown(): number;
