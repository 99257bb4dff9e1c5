import { nameInMessage } from './name-in-message';

// Issue 38: a name goes into texts and e-mails to the other party without anything to follow.
describe('a name in a message', () => {
  it.each([
    ['Maria Clara de los Santos', 'Maria Clara de los Santos'],
    ['Ma. Clara Reyes-Cruz', 'Ma. Clara Reyes-Cruz'],
    ['José Rizal Jr.', 'José Rizal Jr.'],
    ['J.R. Dela Cruz', 'J.R. Dela Cruz'],
    ["Ana O'Neil", "Ana O'Neil"],
    ['  Juan   Luna  ', 'Juan Luna'],
  ])('an ordinary name stays as it is: %j', (name, shown) => expect(nameInMessage(name, 'Client')).toBe(shown));

  it.each([
    ['Pay-now-at-evil.example/refund', 'Client'],
    ['Pay-now-at-evil.example/refund Santos', 'Santos'],
    ['Maria https://evil.example/refund', 'Maria'],
    ['Maria http://x', 'Maria'],
    ['Maria www.refund', 'Maria'],
    ['Maria bit.ly/abc', 'Maria'],
    ['Maria EVIL.EXAMPLE', 'Maria'],
    ['Maria evil[.]example', 'Maria'],
    ['Maria evil(dot)example', 'Maria'],
    ['Maria evil。example', 'Maria'],
    ['Maria ｅｖｉｌ．ｅｘａｍｐｌｅ', 'Maria'],
    ['Maria evil . example', 'Maria evil example'],
    ['Maria refunds@evil.example', 'Maria'],
    ['Maria @evilhandle', 'Maria'],
    ['Call 0917 123 4567 Maria', 'Call Maria'],
    ['Maria +639171234567', 'Maria'],
    ['https://evil.example', 'Client'],
    ['', 'Client'],
  ])('%j → %j', (name, shown) => expect(nameInMessage(name, 'Client')).toBe(shown));
});
