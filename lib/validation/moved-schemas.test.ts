import { issueWords } from '@/lib/test/issue-words';
import { mailboxQuerySchema } from './mail';
import { notificationsQuerySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from './notifications';
import { sandboxActionSchema } from './payments';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const message = result.error?.issues[0]?.message;
  return message === undefined ? undefined : issueWords(message, 'en');
};

describe('schemas that used to live in their handlers', () => {
  it('notifications: the cursor is an id', () => {
    expect(notificationsQuerySchema.safeParse({ before: '11111111-1111-4111-8111-111111111111' }).success).toBe(true);
    expect(firstMessage(notificationsQuerySchema.safeParse({ before: 'yesterday' }))).toBe('Invalid cursor.');
  });

  it('push subscription: a public https endpoint and base64url keys only', () => {
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }).success).toBe(true);
    for (const endpoint of ['http://fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://metadata.internal/x']) {
      expect(firstMessage(pushSubscriptionSchema.safeParse({ endpoint, keys }))).toBe('Invalid endpoint.');
    }
    expect(
      firstMessage(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: 'no spaces!' } })),
    ).toBe('Invalid key.');
    expect(pushUnsubscribeSchema.safeParse({}).success).toBe(true);
    expect(firstMessage(pushUnsubscribeSchema.safeParse({ endpoint: 'x'.repeat(1001) }))).toBe('Invalid endpoint.');
  });

  it('sandbox checkout: a known action and method', () => {
    expect(sandboxActionSchema.parse({ action: 'pay' })).toEqual({ action: 'pay', method: 'gcash' });
    expect(firstMessage(sandboxActionSchema.safeParse({ action: 'steal' }))).toBe('Unknown action.');
    expect(firstMessage(sandboxActionSchema.safeParse({ action: 'pay', method: 'bitcoin' }))).toBe('Choose a payment method.');
  });

  it('dev mailbox: a bounded recipient', () => {
    expect(mailboxQuerySchema.safeParse({ to: 'ana@example.com' }).success).toBe(true);
    expect(firstMessage(mailboxQuerySchema.safeParse({ to: 'x'.repeat(255) }))).toBe('Invalid recipient.');
  });
});
