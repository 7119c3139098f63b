// The messages service's interface: e-mail and SMS go out through it, whatever the transport.
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An e-mail address or a phone number with its prefix. */
  to: string;
  subject?: string;
  text: string;
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}
