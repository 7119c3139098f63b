/** A message the API wrote to its outbox (an e-mail or an SMS), with its file's name. */
export interface OutboxMessage {
  file: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  createdAt: string;
}
export declare function readOutbox(dataDir: string): OutboxMessage[];
