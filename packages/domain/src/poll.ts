// The survey's answers as the wire spells them (SPEC §3 "Poll": `chechboxes`, 'tak' is yes and
// anything else no). Wire values that happen to be Polish words, not texts on screen: the screens
// and the report say i18n-pl's yes and no.

export const POLL_ANSWER = { yes: 'tak', no: 'nie' } as const;
export type PollAnswer = (typeof POLL_ANSWER)[keyof typeof POLL_ANSWER];

/** Whether one of `chechboxes` says yes. */
export const isYesAnswer = (answer: string | undefined): boolean => answer === POLL_ANSWER.yes;
