/** English strings of the forms (see areas/forms.ts). */
const forms = {
  optional: "optional",
  required: "required",
  errorPrefix: "Error:",
  summaryTitle: "Please check the following",
  sending: "Sending…",
  unreachable: "We could not reach the studio just now. Check your connection and try again in a moment.",
  noScript: "This form needs JavaScript. You can also write to the addresses on this page.",
  honeypot: "Leave this field empty",
  privacyPolicy: "privacy policy",
  opensInNewTab: "opens in a new tab",
  contact: {
    title: "Send us a message",
    lead: "Tell us who you are and what you need. A person on the right team reads every message.",
    name: "Your name",
    email: "Work email",
    emailHint: "We reply to this address.",
    company: "Company",
    topic: "What is it about?",
    topicPlaceholder: "Choose a topic",
    topics: {
      sales: "Sales and game licensing",
      partnership: "Partnerships and aggregators",
      support: "Integration and technical support",
      press: "Press and media",
      careers: "Careers",
      other: "Something else",
    },
    message: "Message",
    messageHint: (min: number, max: number) =>
      `${min} to ${max} characters. For a partnership, mention your markets and platform.`,
    counter: (count: number, max: number) => `${count} of ${max} characters`,
    consent: "I agree that Quillspin Games keeps these details to answer me, as the",
    consentEnd: "explains.",
    submit: "Send message",
    successTitle: "Message sent",
    successText:
      "Thank you. Your message has reached the studio, and the right team will reply within one working day.",
    another: "Send another message",
  },
  subscribe: {
    email: "Email address",
    consent: "Send me the newsletter. I agree that Quillspin Games keeps my address for it, as the",
    consentEnd: "explains.",
    note: "We email you a confirmation link first. Every email has a one-click unsubscribe link.",
    submit: "Subscribe",
    successTitle: "Check your inbox",
    successText:
      "If this address still needs confirming, an email with a confirmation link is on its way: open it within 7 days. If you are already subscribed, there is nothing more to do.",
  },
  subscription: {
    confirmTitle: "Confirm your subscription",
    confirming: "Confirming your subscription…",
    confirmed: "You are subscribed",
    unsubscribeTitle: "Unsubscribe",
    unsubscribing: "Unsubscribing…",
    unsubscribed: "You are unsubscribed",
    failed: "This link did not work",
    missingToken:
      "This link is incomplete. Open it again from the email, or copy the whole address into your browser.",
    description: "Manage your Quillspin Games newsletter subscription.",
    home: "Home Page",
    games: "Browse our games",
  },
} as const;

export default forms;
