// POST /api/v1/sms/inbound – a provider reports a text received (STOP/START) or an opt-out; shared secret
import { route, readJson } from '@/lib/server/platform/http';
import { checkInboundSecret, receiveInboundSms } from '@/lib/server/messaging/sms/inbound';
import { smsInboundSchema } from '@/lib/validation/phone';

// Called by the provider's servers, not a browser: the secret is the credential, not an Origin.
export const POST = route(
  async (req) => {
    checkInboundSecret(req);
    return receiveInboundSms(await readJson(req, smsInboundSchema));
  },
  { csrf: false },
);
