/** A full page load of `url` (the proxy then remembers the language its address carries); its own module so tests can watch it. */
export function goTo(url: string): void {
  window.location.assign(url);
}
