// SMS through a generic HTTP provider: POST {to, from, text} as JSON with a Bearer key. A
// specific provider (SMSAPI, Twilio) needs only another adapter of the same interface.
import type { MessageSender, OutgoingMessage } from './types';

export function httpSmsSender(s: { url: string; apiKey?: string | undefined; from: string }): MessageSender {
  return {
    async send(m: OutgoingMessage) {
      const res = await fetch(s.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(s.apiKey ? { authorization: `Bearer ${s.apiKey}` } : {}),
        },
        body: JSON.stringify({ to: m.to, from: s.from, text: m.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
