/**
 * Issue 62: a message (a comment, a file's name) that asks the client to pay outside Abogado — an e-wallet or bank
 * account or a mobile number given for payment, "pay me directly", and the same in Filipino and Taglish ("padala sa
 * gcash", "bayaran mo ako nang direkta", "deposit sa account ko"). The server sends the flag with each comment and
 * file; the client (never the lawyer) is shown that payments outside Abogado are not protected. Pure, and tuned
 * to miss ordinary text: a number given for a call, prices, "I paid through Abogado". It warns; it blocks nothing.
 */

/** Paying, in English, Filipino and Taglish ("i-send", "pakihulog", "bayaran", "mag-transfer"). */
const PAY =
  /(?:\b|paki-?|i-|mag-?)(?:pay|paid|payment|send|sent|transfer|deposit|remit|bayad|bayaran|babayaran|ibayad|magbayad|padala|hulog|cash ?in)\w*/;
/** E-wallets and money shops: named, they are a way to pay ("Maya" is also a name: only with a pointer to it). */
const WALLET =
  /\bg-?cash\b|\bpay ?maya\b|\b(?:sa|to|my|via|thru|through|using)\s+maya\b|\bmaya\s*(?:number|no\.?|account|acct|#|:)|\bcoins\.ph\b|\bpalawan\b|\bcebuana\b|\bwestern union\b|\bm\s?lhuillier\b|\binstapay\b|\bpesonet\b|\bpaypal\b/;
/** A bank account, not a bank ("the bank wants a notarized SPA" is not a way to pay). */
const BANK_ACCOUNT =
  /\b(?:bdo|bpi|metrobank|landbank|unionbank|rcbc|chinabank|pnb|security ?bank|eastwest|bank)\s*(?:account|acct|a\/c)\b|\baccount\s*(?:no\.?|number|#)|\bacct\.?\s*(?:no\.?|#)/;
/** A mobile number (09xx / +639xx) or an account number: 10 to 16 digits, spaces or dashes between. */
const NUMBER = /(?:\+?63|\b0)9\d{2}[\s-]?\d{3}[\s-]?\d{4}\b|\b\d(?:[\s-]?\d){9,15}\b/;
/** Money sent to an account: "deposit to my account", "padala sa account ko", "transfer it to my acct". */
const TO_ACCOUNT = /(?:deposit|transfer|send|remit|padala|hulog|bayad)\w*[^.!?\n]{0,30}\b(?:account|acct)\b/;
/** Money sent to a number: "send the payment to 0917…", "mag-send ka ng bayad sa 0917…". */
const TO_NUMBER = new RegExp(
  String.raw`(?:send|pay|padala|transfer|deposit|bayad|hulog|remit)\w*[^.!?\n]{0,40}\b(?:to|sa)\b[^.!?\n]{0,25}(?:${NUMBER.source})`,
);
/** Around the platform: "pay me directly", "outside Abogado", "nang direkta", "sa akin na lang". */
const DIRECT =
  /\bpay\s+(?:me\s+)?direct(?:ly)?\b|\bdirect(?:ly)?\s+to\s+me\b|\bdirect\s+payment\b|\boutside\s+(?:of\s+)?(?:abogado|the\s+(?:app|platform|site|website))\b|\boff[- ]platform\b|\bskip\s+(?:the\s+)?(?:app|platform|abogado|checkout)\b|\bnang\s+direkta\b|\bdirekta\s+sa\s+akin\b|\bdiretso\s+sa\s+akin\b|\bsa\s+akin\s+(?:na\s+)?(?:lang|mismo)\b/;
/** Paying through Abogado itself ("I paid through Abogado using GCash"). */
const THROUGH_ABOGADO = /\b(?:through|thru|via|on|in|sa|gamit ang)\s+(?:the\s+)?abogado\b/;
/** A warning against it ("don't pay outside Abogado", "huwag magbayad sa labas"). */
const WARNS_AGAINST = /\b(?:don'?t|do\s+not|never|huwag|wag)\s+(?:\w+\s+)?(?:pay|magbayad|bayaran|send)/;

export function asksToPayOffPlatform(text: string): boolean {
  const s = text.toLowerCase().replace(/[\u2019']/g, "'");
  if (!s.trim()) return false;
  if (WARNS_AGAINST.test(s)) return false;
  const pays = PAY.test(s);
  const number = NUMBER.test(s);
  if (DIRECT.test(s) && pays) return true;
  if (TO_ACCOUNT.test(s) || TO_NUMBER.test(s)) return true;
  if ((WALLET.test(s) || BANK_ACCOUNT.test(s)) && (number || pays)) return number || !THROUGH_ABOGADO.test(s);
  return false;
}
